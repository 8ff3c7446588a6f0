import { HomePage } from '../features/home/home-page';
import { LanguageSwitcher } from '../features/language/language-switcher';

export default function HomeRoute() {
  return <HomePage headerActions={<LanguageSwitcher variant="header" />} />;
}
