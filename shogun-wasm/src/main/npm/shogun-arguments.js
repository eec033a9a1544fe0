// The arguments of the Shogun SDK's JavaScript API: each checked where it enters, so that a wrong
// one is a ShogunError of kind "argument" naming what was expected, never a failure deep inside
// the WebAssembly build; and the SDK's answers unwrapped into values or ShogunErrors.

/** An input the SDK refused: a bad notation, record, argument, or a call the game's state does not allow. */
export class ShogunError extends Error {
  constructor(error) {
    super(error.message);
    this.name = 'ShogunError';
    this.kind = error.kind;
    if (error.index !== undefined) this.index = error.index;
    if (error.line !== undefined) this.line = error.line;
    if (error.column !== undefined) this.column = error.column;
    if (error.refusal !== undefined) this.refusal = error.refusal;
  }
}

/** Unwraps the SDK's answer: its value, or a ShogunError. */
export function unwrap(json) {
  const answer = JSON.parse(json);
  if (answer.error) {
    throw new ShogunError(answer.error);
  }
  return answer.value;
}

export function refuse(message) {
  return new ShogunError({ kind: 'argument', message });
}

/** How a value shows in a message: its type, or a short quotation. */
export function shown(value) {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'an array';
  if (typeof value === 'function') return 'a function';
  if (typeof value === 'string') {
    const cut = value.length > 40 ? `${value.slice(0, 40)}…` : value;
    return JSON.stringify(cut);
  }
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return typeof value;
}

/** Refuses more arguments than a function takes: an argument never goes unread. */
export function arity(args, most, name) {
  if (args.length > most) {
    throw refuse(`${name} takes ${most === 0 ? 'no arguments' : `at most ${most} argument${most === 1 ? '' : 's'}`}, not ${args.length}`);
  }
}

export function text(value, name) {
  if (typeof value !== 'string') {
    throw refuse(`${name} must be a string, not ${shown(value)}`);
  }
  return value;
}

/** A text that may be left out: undefined or null gives null. */
export function optionalText(value, name) {
  return value === undefined || value === null ? null : text(value, name);
}

/** A whole number of at least min; undefined or null gives 0, which the SDK reads as "not given". */
export function count(value, name, min) {
  if (value === undefined || value === null) {
    return 0;
  }
  return requiredCount(value, name, min);
}

export function requiredCount(value, name, min) {
  if (!Number.isSafeInteger(value) || value < min) {
    throw refuse(`${name} must be a whole number of at least ${min}, not ${shown(value)}`);
  }
  return value;
}

/** An options object (undefined gives {}), holding no key but those listed. */
export function options(value, name, keys) {
  if (value === undefined) {
    return {};
  }
  if (value === null || typeof value !== 'object' || Array.isArray(value)) {
    throw refuse(`${name} must be an object such as {${keys[0]}: …}, not ${shown(value)}`);
  }
  for (const key of Object.keys(value)) {
    if (!keys.includes(key)) {
      throw refuse(`unknown key ${JSON.stringify(key)} in ${name}; the keys are ${keys.join(', ')}`);
    }
  }
  return value;
}

export function side(value, name) {
  if (value !== 'white' && value !== 'red') {
    throw refuse(`${name} must be "white" or "red", not ${shown(value)}`);
  }
  return value;
}

export const LIMIT_KEYS = ['depth', 'nodes', 'timeMs'];
/** The most best lines a search gives (SearchLimits.MAX_LINES). */
export const MAX_LINES = 16;

/** The strength limits for people, in Elo (EngineOptions.MIN_STRENGTH_ELO and MAX_STRENGTH_ELO). */
export const MIN_ELO = 600;
export const MAX_ELO = 2600;

/** The strength limit asked for: 0 (full strength) when not given. */
export function eloLimit(value) {
  if (value === undefined || value === null) {
    return 0;
  }
  if (!Number.isSafeInteger(value) || value < MIN_ELO || value > MAX_ELO) {
    throw refuse(`elo must be a whole number from ${MIN_ELO} to ${MAX_ELO}, not ${shown(value)}`);
  }
  return value;
}

/** The number of best lines asked for: 1 when not given. */
export function lineCount(value) {
  if (value === undefined || value === null) {
    return 1;
  }
  if (!Number.isSafeInteger(value) || value < 1 || value > MAX_LINES) {
    throw refuse(`lines must be a whole number from 1 to ${MAX_LINES}, not ${shown(value)}`);
  }
  return value;
}

/** The reason an error gives, on one line. */
export function reason(e) {
  const message = e instanceof Error ? `${e.name === 'Error' ? '' : `${e.name}: `}${e.message}` : String(e);
  return message.replace(/\s+/g, ' ').trim() || 'an unknown error';
}

/** A square's name; the SDK reports a malformed one as a notation error. */
export function square(value, name) {
  return text(value, name);
}

export const MOVES_KEYS = ['square', 'verbose'];

/** The options of moves and movePaths: a string is refused, so that moves('d1') is not every move. */
export function moveOptions(value, name) {
  if (typeof value === 'string') {
    throw refuse(`${name} takes options such as {square: ${JSON.stringify(value.slice(0, 8))}}, not a string`);
  }
  return options(value, `the options of ${name}`, name === 'moves' ? MOVES_KEYS : ['square']);
}

/** A piece as put takes it: "P4", or {kind, colour, energy}. */
export function pieceText(value) {
  if (typeof value === 'string') {
    return value;
  }
  const given = options(value, 'the piece', ['kind', 'colour', 'energy']);
  if (given.kind !== 'pawn' && given.kind !== 'king') {
    throw refuse(`the piece's kind must be "pawn" or "king", not ${shown(given.kind)}`);
  }
  side(given.colour, "the piece's colour");
  const most = given.kind === 'king' ? 2 : 4;
  const energy = requiredCount(given.energy, "the piece's energy", 1);
  if (energy > most) {
    throw refuse(`a ${given.kind}'s energy is 1 to ${most}, not ${energy}`);
  }
  const letter = given.kind === 'king' ? 'K' : 'P';
  return `${given.colour === 'white' ? letter : letter.toLowerCase()}${energy}`;
}

/** A folder's URL with its final slash, so that files resolve inside it. */
export function folder(url) {
  if (typeof url !== 'string' && !(url instanceof URL)) {
    throw new ShogunError({ kind: 'argument', message: 'baseUrl must be a string or a URL' });
  }
  let resolved;
  try {
    resolved = new URL(url, globalThis.location?.href ?? import.meta.url);
  } catch (e) {
    throw new ShogunError({ kind: 'argument', message: `baseUrl is not a URL: ${JSON.stringify(String(url).slice(0, 100))}` });
  }
  if (!resolved.pathname.endsWith('/')) {
    resolved.pathname += '/';
  }
  return resolved;
}

// A move from a square to itself, as move text writes it ("d1d1", "D1-d1", "d1xd1+", "d1d1:2"),
// which notation refuses as a destination equal to the start: the square, else null.
const STANDSTILL = /^([a-h][1-8])[-x]?([a-h][1-8])(?::\d)?[+#]?$/i;

export function standstill(move) {
  const parts = STANDSTILL.exec(move);
  return parts !== null && parts[1].toLowerCase() === parts[2].toLowerCase() ? parts[1].toLowerCase() : null;
}
