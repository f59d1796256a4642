/** A match's status and stage as every screen names them: the match page, the fixtures and the admins' list. */
export const matchStatusTexts = {
  Scheduled: 'Scheduled',
  Live: 'Live',
  Reported: 'Reported',
  Disputed: 'Disputed',
  Confirmed: 'Confirmed',
  Voided: 'Voided',
};

export const matchStageTexts = {
  league: 'League',
  playoff: 'Playoff',
};
