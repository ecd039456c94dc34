/** English: the app shell, shared buttons and words. */
export const common = {
  appName: 'Qipan',
  homeLabel: 'Qipan 棋盘, home',
  skipLink: 'Skip to content',
  footer: 'Qipan · grid board games and puzzles · MIT',
  description:
    'Qipan (棋盘): Go, Gomoku, Renju, Chongzi and the N-Queens puzzle in your browser: play a friend or the computer, review SGF records.',
  nav: {
    label: 'Main',
    home: 'Games',
    queens: 'N-Queens',
    go: 'Go',
    gomoku: 'Gomoku',
    chongzi: 'Chongzi',
  },
  title: {
    home: 'Qipan 棋盘',
    queens: 'N-Queens · Qipan 棋盘',
    go: 'Go 围棋 · Qipan 棋盘',
    gomoku: 'Gomoku 五子棋 · Qipan 棋盘',
    chongzi: 'Chongzi 冲子 · Qipan 棋盘',
    notFound: 'Not found · Qipan 棋盘',
  },
  language: {
    label: 'Language',
  },
  /** Inserted between two sentences of one announcement. */
  sentenceGap: ' ',
  /** Between the parts of a board point's accessible name: "d5, queen, attacked". */
  partGap: ', ',
  actions: {
    start: 'Start',
    cancel: 'Cancel',
    close: 'Close',
    newGame: 'New game',
    undo: 'Undo',
    redo: 'Redo',
    restart: 'Restart',
    first: 'First',
    previous: 'Previous',
    next: 'Next',
    pass: 'Pass',
    resign: 'Resign',
    offerDraw: 'Offer a draw',
    accept: 'Accept',
    decline: 'Decline',
    import: 'Import',
    export: 'Export',
    download: 'Download',
    copy: 'Copy',
  },
  travel: {
    label: 'Time travel',
    first: 'First position',
    previous: 'Previous move',
    next: 'Next move',
    last: 'Last position',
  },
  color: {
    black: 'Black',
    white: 'White',
    red: 'Red',
    blue: 'Blue',
  },
  page: {
    loading: 'Loading…',
    failedHeading: 'This page could not be loaded',
    failedText:
      'Part of the page did not arrive: the connection may be down, or Qipan was just updated.',
    retry: 'Retry',
    reload: 'Reload the page',
  },
  notFound: {
    heading: 'Page not found',
    text: 'There is nothing here. <home>Back to the games</home>.',
  },
} as const;
