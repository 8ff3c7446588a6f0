/**
 * Issue 16: the member pages' refusals, as HttpErrors the /wps layer answers.
 */
import { HttpError } from '../http/errors';

export const memberPagesErrors = {
  keyReused: () =>
    new HttpError(409, 'idempotency.key.reused', 'This request key was already used for another action.'),
  rewardNotFound: () => new HttpError(404, 'reward.not.found', 'There is no such reward.'),
  rewardClaimed: () => new HttpError(400, 'reward.claimed', 'This reward was already claimed.'),
  rewardExpired: () => new HttpError(400, 'reward.expired', 'This reward has expired.'),
  itemNotFound: () => new HttpError(404, 'mall.item.not.found', 'There is no such item.'),
  outOfStock: () => new HttpError(400, 'mall.out.of.stock', 'This item is out of stock.'),
  notEnoughPoints: () => new HttpError(400, 'points.insufficient', 'You do not have enough points for this item.'),
  missionNotFound: () => new HttpError(404, 'mission.not.found', 'There is no such mission.'),
  missionIncomplete: () => new HttpError(400, 'mission.incomplete', 'This mission is not complete yet.'),
  missionClaimed: () => new HttpError(400, 'mission.claimed', 'This mission reward was already claimed.'),
  applicationExists: () => new HttpError(400, 'agent.application.exists', 'You have already applied.'),
  tooMuchFeedback: () =>
    new HttpError(429, 'feedback.too.many', 'You have sent a lot of feedback. Please try again later.'),
};
