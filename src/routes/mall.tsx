/** §2 /m/mall/mallHome, the point market. */
import { inFrame, loadWithToken, MemberFrame } from './member-page';
import { MallHome } from '../features/mall/mall-home';
import { pointMallQuery } from '../features/mall/api';

export const loader = loadWithToken((queryClient, token) => queryClient.ensureQueryData(pointMallQuery(token)));

export default inFrame(MemberFrame, MallHome);
