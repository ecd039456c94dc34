/** English: the Chongzi page (pre-translated from today's ChongziPage, dialog and panels). */
export const chongzi = {
  title: 'Chongzi',
  lede: 'A folk capture game: line up two against one, two against two or one against three.',
  newGame: 'New game',
  youPlayAgainstAi: 'You play {{side}} against the AI (level {{level}}, {{name}})',
  twoPlayers: 'Two players on this device',
  boardLabel:
    '{{n}} by {{n}} Chongzi board. Arrow keys move between points, Enter selects a piece or plays to a point, Escape clears the selection.',
  setup: '{{n}}×{{n}} points, {{start}} start. {{opponent}}.',
  gameOver: 'Game over.',
  sideLabel: 'Game',
  periodMark: '.',
  aiFailed: 'The AI failed: {{error}}',
  actions: 'Game actions',
  undo: 'Undo',
  undoMine: 'Undo (my last move)',
  howTo: 'How to play here',
  howToMouse:
    'Click or tap one of your pieces (those that can move have a ring), then one of the marked points next to it. In the empty start, click an empty point to place, then an opposing piece to remove it.',
  howToKeys:
    'Keyboard: Tab to the board, arrow keys move between points, Enter or Space selects and plays, Escape clears the selection. In the move list, ← and → step through the game, Home and End jump to the start and the current position.',
  aiPreparingShort: 'AI is preparing.',
  status: {
    viewing: 'Viewing move {{n}} of {{count}}.',
    backToGame: 'Back to the game',
    over: 'The game is over.',
    ai: '(AI)',
    you: '(you)',
    aiPreparing: 'AI is preparing… (solving the 4×4 game, a few seconds)',
    aiThinking: 'AI is thinking…',
    task: 'to {{task}}.',
    phases: 'Phases',
  },
  side: { red: 'Red', blue: 'Blue' },
  phase: { placement: 'Placing', removal: 'Removing', movement: 'Moving' },
  task: {
    placement: 'place a piece on any empty point',
    removal: 'remove one of the opponent’s pieces',
    movement: 'move a piece one step to an empty point',
  },
  start: { fixed: 'fixed', empty: 'empty' },
  level: {
    beginner: 'beginner',
    easy: 'easy',
    medium: 'medium',
    hard: 'hard',
    'full strength': 'full strength',
  },
  line: {
    horizontal: 'horizontal',
    vertical: 'vertical',
    diagonal: 'diagonal',
    antidiagonal: 'antidiagonal',
  },
  refusal: {
    over: 'The game is over.',
    occupied: '{{point}} is occupied: place on an empty point.',
    removeOpponent: 'Remove one of {{side}}’s pieces.',
    cannotMove: 'The piece on {{point}} cannot move.',
    selectFirst: 'Select one of {{side}}’s pieces first.',
    wrongPiece: '{{point}} holds a {{owner}} piece: select one of {{side}}’s.',
    notDestination:
      '{{point}} is not a legal destination: a piece steps to an adjacent empty point.',
  },
  pattern: {
    1: 'two push one',
    2: 'two push two',
    3: 'one push three',
    other: 'push',
  },
  captures: 'captures {{list}} ({{pattern}}, {{line}})',
  and: '{{list}} and {{last}}',
  listGap: ', ',
  capsGap: ', ',
  capsJoin: '; ',
  sentence: '{{what}}{{caps}}.',
  colon: ':',
  move: {
    step: '{{who}} {{move}}',
    place: '{{who}} places on {{point}}',
    remove: '{{who}} removes {{side}}’s piece on {{point}}',
  },
  end: {
    'no-pieces': '{{winner}} wins: {{loser}} has no pieces left.',
    'no-moves': '{{winner}} wins: {{loser}} has no legal move.',
    repetition: 'Draw: the same position occurred for the third time.',
    'quiet-moves': 'Draw: 100 moves in a row without a capture.',
  },
  /** A point's accessible name: "C3, red piece, selected". */
  cell: {
    piece: { red: 'red piece', blue: 'blue piece' },
    empty: 'empty',
    captured: 'captured',
    selected: 'selected',
    removable: 'can be removed',
    destination: 'legal destination',
    canMove: 'can move',
    last: 'last move',
  },
  announce: {
    gameOver: 'Game over. {{end}}',
    undone_one: 'Undone: one move taken back.',
    undone_other: 'Undone: {{count}} moves taken back.',
    current: 'Back at the current position.',
    showing: 'Showing the position after move {{n}} of {{count}}.',
    newGame: 'New game: {{size}}×{{size}} points, {{start}} start.',
    newGameAi:
      'New game: {{size}}×{{size}} points, {{start}} start. You play {{side}} against the AI.',
  },
  moves: {
    title: 'Moves',
    start: 'Start',
  },
  form: {
    board: 'Board',
    points4: '4×4 points',
    points5: '5×5 points',
    grid4: '三三图',
    grid5: '四四图',
    start: 'Start',
    fixed: 'Fixed start',
    fixedNote: 'rows of pieces; captures change colour',
    empty: 'Empty start',
    emptyNote: 'place, remove, then move; captures leave',
    opponent: 'Opponent',
    person: 'A person on this device',
    ai: 'The computer',
    aiLevel: 'AI level',
    levelOption: '{{level}} · {{name}}',
    youPlay: 'You play',
    movesFirst: '(moves first)',
    perfect:
      'On 4×4 with the fixed start, levels 4 and 5 play perfectly from the solved game (the first player loses with perfect play).',
  },
  rules: {
    title: 'Rules',
    patterns: 'Capture patterns',
    twoPushOne: 'Two push one',
    twoPushOneLabel:
      'Two push one: Red moves in next to another Red piece and a single Blue piece; the Blue piece is captured.',
    twoPushTwo: 'Two push two',
    twoPushTwoLabel:
      'Two push two: two Red pieces then two Blue pieces; both Blue pieces are captured.',
    onePushThree: 'One push three',
    onePushThreeLabel:
      'One push three: one Red piece then three Blue pieces; all three are captured.',
    tailBlocks: 'A tail blocks',
    tailBlocksLabel:
      'A tail blocks the push: Red, Red, Blue, Red. The run is longer than the pattern, so nothing is captured.',
    moving:
      'Red and Blue play on the points of a 4×4 or 5×5 grid. A move takes one of your pieces one step along a line to an adjacent empty point: no jumps, no diagonal steps.',
    captureTitle: 'Capture (冲).',
    capture:
      'After your move, look along the four lines through the piece you moved: across, down and both diagonals. Take the unbroken run of pieces on that line. If it is exactly yours-yours-theirs (two push one), yours-yours-theirs-theirs (two push two) or yours-theirs-theirs-theirs (one push three), in either direction, the opponent’s pieces in it are captured. Any extra piece at either end makes the run longer and blocks the push; the board’s edge does not. Only the side that moves captures.',
    fixedTitle: 'Fixed start:',
    fixed:
      'each side fills the rows nearest it (one row on 4×4, two on 5×5) and captured pieces change colour.',
    emptyTitle: 'Empty start:',
    empty:
      'take turns placing pieces until the board is full (no captures), then each side removes one opposing piece, then move; captured pieces leave the board.',
    end: 'You lose with no pieces left or no legal move on your turn. The third repetition of a position, or 100 moves without a capture, is a draw. Red moves first.',
  },
  /** What a move chip does not show: the mover, the captures. */
  moveChip: {
    captures: '{{side}}, captures {{captured}}',
  },
} as const;
