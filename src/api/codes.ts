/** Small decoders the first paint needs (the merchant config) without loading the whole contract. */
import { str } from './decode';

/** §1 supported language codes, as the Language header and member/language carry them. */
export const languageCode = str({ min: 2, max: 5, pattern: /^[A-Z]{2}(-[A-Z]{2})?$/ });
