/** `app.playoffs`: the bracket view's texts. */
export const playoffsMessages = {
  title: 'Playoffs',
  loadFailed: 'Error loading the playoffs.',
  empty: 'No playoff bracket yet: brackets are drawn when the season moves to Playoffs.',
  formats: {
    singleElimination: 'Single elimination',
    doubleElimination: 'Double elimination',
  },
  sides: {
    upper: 'Upper bracket',
    lower: 'Lower bracket',
    final: 'Grand final',
  },
  roundNames: {
    single: {
      final: 'Final',
      semifinals: 'Semifinals',
      quarterfinals: 'Quarterfinals',
      roundOf: 'Round of %{teams}',
    },
    upper: 'Upper R%{round}',
    upperFinal: 'Upper final',
    lower: 'Lower R%{round}',
    lowerFinal: 'Lower final',
    grandFinal: 'Grand final',
    reset: 'Grand final reset',
  },
  matchName: '%{round} M%{position}',
  winnerOf: 'Winner of %{match}',
  loserOf: 'Loser of %{match}',
  seed: 'Seed %{seed}',
  tbd: 'TBD',
  champion: 'Champion: %{team}',
  reset: 'Played only if the lower-bracket team wins the grand final',
  /** A forfeited match's kind, under its card. */
  forfeits: {
    noShow: 'No-show',
    technical: 'Technical',
    mutual: 'Mutual',
  },
  forfeited: '%{team} forfeited (%{kind})',
  bothForfeited: 'Both teams forfeited',
  rounds: '%{side}: rounds',
  scrollHint: 'Scroll sideways to see every round.',
};
