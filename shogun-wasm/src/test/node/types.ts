// Compiled by tsc --strict against the package's declarations (DeclarationsTest): the uses below
// must type-check, and each line after "@ts-expect-error" must be a type error (tsc reports a
// directive whose line has none).

import { loadShogun, checkSearchArguments, INITIAL_POSITION, ShogunError } from './shogun.js';
import type {
  BoardCell, DrawReason, Game, Move, Outcome, Piece, RefusalReason, SearchLimits, SearchLine, Square, Validation, VerboseMove,
  WinReason,
} from './shogun.js';
import type { GameRecord, GameRecordInput, Glyph, NodePath, Ply, PlyComment, RecordNode, Shape, Shogun, Spn } from './shogun.js';
import { EngineWorker } from './shogun-engine.js';

export async function uses(): Promise<void> {
  const shogun = await loadShogun({ backend: 'js' });
  const game: Game = shogun.newGame({ ruleSet: 'standard', energyModel: 'magnetic 90', start: INITIAL_POSITION });
  const moves: Move[] = game.moves({ square: 'd1' });
  const verbose: VerboseMove[] = game.moves({ verbose: true });
  const piece: Piece = verbose[0].piece;
  const captured: Piece | null = verbose[0].captured;
  const to: Square = verbose[0].path.squares[0];
  const played = game.play('a1a5:4');
  if (!played.ok) {
    const reason: RefusalReason = played.refusal.reason;
    console.log(reason);
  }
  game.play({ from: 'd1', to: 'd3', landingEnergy: 1 });
  const reason: WinReason | DrawReason | null = game.outcome().reason;
  const limits: SearchLimits[] = [{ depth: 2 }, { nodes: 1000 }, { timeMs: 50, depth: 3 }];
  game.search(limits[0]);
  const analysed = game.search({ depth: 3, lines: 3 });
  const club: number = game.search({ timeMs: 500, elo: 1400 }).depth;
  void club;
  const second: SearchLine | undefined = analysed.lines?.[1];
  const rank: number | undefined = second?.rank;
  void rank;
  // "timeMs" is a limit; the time a search spent is "elapsedMs".
  const spent: number = analysed.elapsedMs;
  // @ts-expect-error a result's time spent is elapsedMs, not the limit's timeMs
  const limit: number = analysed.timeMs;
  void spent;
  void limit;
  checkSearchArguments(game, { depth: 1 });
  const cell: BoardCell | null = game.board()[0][4];
  if (cell !== null) {
    console.log(cell.kind === 'king' ? cell.energy : cell.square);
  }
  game.put({ kind: 'pawn', colour: 'red', energy: 3 }, 'd4');
  game.put('K2', 'e1');
  const removed: Piece | null = game.remove('d4');
  const attacked: boolean = game.isAttacked('e4', 'white');
  const attackers: Square[] = game.attackers('e4', 'red');
  const valid: Validation = shogun.validatePosition('8/8/8/8/8/8/8/8 w');
  if (!valid.ok) {
    const error: string = valid.error;
    console.log(error);
  }
  game.setTag('Event', '');
  console.log(moves, piece, captured, to, reason, removed, attacked, attackers, game.ascii());
  await new EngineWorker().search(game, { depth: 2 });
  const withRecords: boolean = (await loadShogun({ records: true })).records;
  // @ts-expect-error the engine's worker has no records build
  console.log(withRecords, new EngineWorker({ records: true }));
  console.log(new ShogunError({ kind: 'argument', message: 'x' }).kind);
}

export function records(shogun: Shogun, game: Game): void {
  const record: GameRecord = shogun.readRecord('1. d1d3:1 $1 {the king steps up} *');
  const first: RecordNode = record.mainline[0];
  const shape: Shape = first.shape;
  const glyphs: Glyph[] | undefined = first.glyphs;
  const text: string | undefined = first.comment;
  const alternatives: RecordNode[][] | undefined = first.variations;
  const opening: string | null = record.comment;
  const path: NodePath = [0, 0, 1];
  const next: RecordNode[] = shogun.recordChildren(record, path);
  const node: RecordNode = shogun.recordNode(record, [0]);
  const line: Game = shogun.recordGame(record, [0]);
  const sgn: string = shogun.writeRecord(record);
  const input: GameRecordInput = { mainline: [{ move: 'd1d3', landingEnergy: 1, variations: [[{ move: 'a1a5', landingEnergy: 4 }]] }] };
  shogun.writeRecord(input);
  shogun.recordGame({});
  const mine: GameRecord = game.record();
  const comments: PlyComment[] = game.removeComments();
  const where: Spn | undefined = comments[0]?.position;
  // A game's JSON history is what game.history() gives: plies, not their notation.
  const plies: Ply[] = game.toJSON().history;
  // @ts-expect-error the history holds plies, not notation
  const notation: string[] = game.toJSON().history;
  console.log(plies, notation, game.history() === plies);
  console.log(shape, glyphs, text, alternatives, opening, next, node, line, sgn, mine, where, shogun.recordChildren(record));
}

export function recordMistakes(shogun: Shogun, record: GameRecord): void {
  // @ts-expect-error a record is read from its text
  shogun.readRecord(record);
  // @ts-expect-error a node's move is two squares
  shogun.writeRecord({ mainline: [{ move: 'd1', landingEnergy: 1 }] });
  // @ts-expect-error a node needs its landing energy
  shogun.writeRecord({ mainline: [{ move: 'd1d3' }] });
  // @ts-expect-error no such shape
  shogun.writeRecord({ mainline: [{ move: 'd1d3', shape: 'UU', landingEnergy: 1 }] });
  // @ts-expect-error variations are lines of nodes
  shogun.writeRecord({ mainline: [{ move: 'd1d3', landingEnergy: 1, variations: [{ move: 'a1a5', landingEnergy: 4 }] }] });
  // @ts-expect-error no such result
  shogun.writeRecord({ result: '2-0' });
  // @ts-expect-error a path is an array of child indices
  shogun.recordNode(record, '0.1');
  // @ts-expect-error recordNode needs a path
  shogun.recordNode(record);
  // @ts-expect-error a node's comment may be absent
  const comment: string = record.mainline[0].comment;
  // @ts-expect-error the opening comment may be null
  const opening: string = record.comment;
  console.log(comment, opening);
}

export function mistakes(game: Game, outcome: Outcome): void {
  // @ts-expect-error a square is a file a-h and a rank 1-8
  game.moves({ square: 'z9' });
  // @ts-expect-error moves takes options, not a square's name
  game.moves('d1');
  // @ts-expect-error the destination is not a square
  game.play({ from: 'd1', to: 'd9' });
  // @ts-expect-error a search needs at least one limit
  game.search({});
  // @ts-expect-error limits are numbers
  game.search({ depth: () => 3 });
  // @ts-expect-error a pawn's energy is 1 to 4
  const pawn: Piece = 'P5';
  // @ts-expect-error a king's energy is 1 or 2
  const king: Piece = 'k3';
  // @ts-expect-error a move is two squares
  const move: Move = 'd1';
  // @ts-expect-error no such refusal reason
  const refusal: RefusalReason = 'illegal';
  // @ts-expect-error stalemate is no ending of this game
  const ending: Outcome['reason'] = 'stalemate';
  // @ts-expect-error a draw reason is no win reason
  const win: WinReason = outcome.reason;
  // @ts-expect-error there are two kinds of piece
  game.put({ kind: 'queen', colour: 'white', energy: 1 }, 'd4');
  // @ts-expect-error the sides are white and red
  game.isAttacked('e4', 'black');
  // @ts-expect-error a cell may be empty
  console.log(game.board()[0][0].kind);
  // @ts-expect-error setup keys are rules, energy and start
  game.copy().setup().rule;
  console.log(pawn, king, move, refusal, ending, win);
}

export function absentKeys(shogun: Shogun, game: Game, record: GameRecord): void {
  // A record-typed answer has a key only where there is something: the types make the caller check.
  // @ts-expect-error an empty square has no key in pieces()
  const piece: Piece = game.pieces()['d4'];
  const onD1: Piece | undefined = game.pieces().d1;
  if (onD1 !== undefined) {
    const kind: string = onD1[0];
    console.log(kind);
  }
  // @ts-expect-error divide has a key for each legal move only
  const count: number = shogun.divide(1)['d1d4'];
  const counted: number | undefined = shogun.divide(1).d1d3;
  // @ts-expect-error a tag not set has no key
  const event: string = game.tags()['Event'];
  // @ts-expect-error nor in a record's tags
  const site: string = record.tags['Site'];
  const white: string | undefined = record.tags.White;
  // Every square has a magnet, when there are magnets.
  const magnet: number | undefined = game.magnets()?.d4;
  shogun.writeRecord({ tags: record.tags });
  console.log(piece, count, counted, event, site, white, magnet);
}
