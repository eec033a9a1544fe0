// Record trees as the records build answers them, plain objects: checks of their shape where they
// enter, and the walk along a node path (child indices, 0 for the main continuation).

import { ShogunError, reason, refuse, shown } from './shogun-arguments.js';

/** The loaded build when it is the records build; otherwise a ShogunError saying how to load that. */
export function recordsBuild(module) {
  if (typeof module.readRecord !== 'function') {
    throw new ShogunError({ kind: 'state', message: 'record trees are in the records build of the SDK: load it with '
      + 'loadShogun({records: true})' });
  }
  return module;
}

/** A record tree as the SDK reads it: JSON text, so that the SDK checks every key. */
export function recordJson(record) {
  if (record === null || typeof record !== 'object' || Array.isArray(record)) {
    throw refuse(`the record must be an object such as readRecord gives, not ${shown(record)}`);
  }
  try {
    return JSON.stringify(record);
  } catch (e) {
    throw refuse(`the record cannot be written as JSON: ${reason(e)}`);
  }
}

/** A node path: an array of child indices, 0 for the main continuation. */
export function nodePath(value) {
  if (!Array.isArray(value) || !value.every((index) => Number.isSafeInteger(index) && index >= 0)) {
    throw refuse(`path must be an array of child indices such as [0, 0, 1], not ${shown(value)}`);
  }
  return value;
}

/** A line of a record tree: an array of node objects. */
export function recordLine(value, where) {
  if (!Array.isArray(value) || !value.every((node) => node !== null && typeof node === 'object' && !Array.isArray(node))) {
    throw refuse(`${where} must be an array of plies (objects such as {move: "d1d3", …}), not ${shown(value)}`);
  }
  return value;
}

/** The alternatives to a node: its variations, each a non-empty line. */
export function variationsOf(node, where) {
  const variations = node.variations ?? [];
  if (!Array.isArray(variations) || !variations.every((line) => Array.isArray(line) && line.length > 0)) {
    throw refuse(`${where}.variations must be an array of non-empty lines, not ${shown(variations)}`);
  }
  return variations.map((line, i) => recordLine(line, `${where}.variations[${i}]`));
}

/** The plies that may follow the node at index of a line (-1: the start): its continuation, then the variations' first plies. */
export function children(line, index) {
  const next = line[index + 1];
  return next === undefined ? [] : [next, ...variationsOf(next, 'the next ply').map((variation) => variation[0])];
}

/** Follows a path through a record tree: the line it ends in and the index of its node there (-1: the start). */
export function resolve(record, steps) {
  if (record === null || typeof record !== 'object' || Array.isArray(record)) {
    throw refuse(`the record must be an object such as readRecord gives, not ${shown(record)}`);
  }
  let line = recordLine(record.mainline ?? [], 'mainline');
  let index = -1;
  for (let i = 0; i < steps.length; i++) {
    const count = children(line, index).length;
    if (steps[i] >= count) {
      const at = `[${steps.slice(0, i).join(', ')}]`;
      throw refuse(`the path [${steps.join(', ')}] leads nowhere: the node at ${at} has ${count === 1 ? '1 child' : `${count} children`}`);
    }
    if (steps[i] === 0) {
      index++;
    } else {
      line = variationsOf(line[index + 1], 'the ply')[steps[i] - 1];
      index = 0;
    }
  }
  return { line, index };
}
