/** English: the home page. */
export const home = {
  heading: 'Qipan',
  lede: 'Grid board games and puzzles, calm and open source.',
  games: 'Games',
  playNow: 'Play now',
  comingSoon: 'Coming soon',
  card: {
    queens: {
      name: 'N-Queens',
      blurb:
        'Place N queens so that none attacks another. Hints, every solution, parallel counting and the backtracking search, step by step.',
    },
    go: {
      name: 'Go',
      blurb:
        'Surround territory on a 9×9, 13×13 or 19×19 board: play a friend or the Qipan bot, count the score, open and review SGF records.',
    },
    gomoku: {
      name: 'Gomoku',
      blurb:
        'Five in a row on 15×15 or 19×19: freestyle, standard or renju with Black’s forbidden points, swap2, a friend or the AI, SGF records.',
    },
    chongzi: {
      name: 'Chongzi',
      blurb:
        'A folk capture game from rural China on 4×4 or 5×5 points: two push one, two push two, one push three. Play a friend or the AI.',
    },
  },
} as const;
