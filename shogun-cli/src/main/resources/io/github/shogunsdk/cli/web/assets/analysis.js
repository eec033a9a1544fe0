// The engine's judgement of what a page shows: the analysis of the position shown, started on the
// server, followed depth by depth into the analysis panel and let go when another position is
// shown or analysis is off; and the review of a whole game, followed to its end.

import { api, ApiError, backend } from './backend.js';
import { evaluationOf, nodeAt } from './movelist.js';

/** How long the engine analyses a position shown, and how many lines it shows. */
const ANALYSIS_LIMITS = { timeMs: 10_000 };
const ANALYSIS_LINES = 3;
/** How many times an analysis refused for want of an engine slot is asked for again. */
const ANALYSIS_ATTEMPTS = 10;

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** Analyses one position at a time into a panel; a newer analysis ends the older one's polling. */
export class Analysis {
  /**
   * @param panel the panel to show it in
   * @param client the calls analyse, analysis and stopAnalysis (by default the page's backend, when it analyses;
   *     the page for two passes its seat's)
   */
  constructor(panel, client = backend.analysis ? api : null) {
    this.panel = panel;
    this.client = client;
    this.started = 0;
  }

  /**
   * Analyses a state's position until the engine ends or stillShown(state) is false, giving the
   * first moves of the lines shown to onLines after each depth. Outside the page's busy count: it
   * holds nothing up.
   */
  async run(shown, stillShown, onLines) {
    const mine = ++this.started;
    const current = () => mine === this.started && stillShown(shown);
    const key = (shown.path || []).join('.');
    if (shown.outcome.over) {
      this.panel.clear(`The game is over: ${shown.outcome.text}.`);
      return;
    }
    if (shown.search && shown.search.running) {
      this.panel.clear('The engine is thinking of a move.');
      return;
    }
    this.panel.clear('Thinking…');
    try {
      // The engine may still be ending the analysis of a game left a moment ago: ask again a few times.
      for (let attempt = 1; ; attempt++) {
        try {
          await this.client.analyse(shown.id, ANALYSIS_LIMITS, ANALYSIS_LINES);
          break;
        } catch (e) {
          if (!(e instanceof ApiError) || e.status !== 503 || attempt === ANALYSIS_ATTEMPTS) {
            throw e;
          }
        }
        await sleep(300);
        if (!current()) {
          return;
        }
      }
      for (;;) {
        const view = await this.client.analysis(shown.id);
        if (!current()) {
          return;
        }
        if (view.path.join('.') === key) {
          onLines(this.panel.show(view, shown));
        }
        if (!view.running) {
          return;
        }
        await sleep(150);
      }
    } catch (e) {
      if (mine === this.started) {
        this.panel.clear(e.message);
      }
    }
  }

  /** Shows on the bar the evaluation a review left on the move a state shows, if any (when it is not analysed). */
  showReviewed(state) {
    const node = state.tree && state.path.length > 0 ? nodeAt(state.tree, state.path) : null;
    const evaluation = node ? evaluationOf(node.comment) : null;
    if (evaluation !== null) {
      this.panel.showEvaluation(evaluation, state);
    } else {
      this.panel.clear('');
    }
  }

  /** Ends the polling of any analysis and clears the panel; the server's analysis of a game is stopped. */
  stop(gameId) {
    this.started++;
    this.panel.clear('');
    if (gameId && this.client) {
      // Nothing to stop is no fault here: the analysis may have ended already.
      this.client.stopAnalysis(gameId).catch(() => {});
    }
  }
}

/**
 * Reviews a game's main line on the server, telling onProgress how far it has got; resolves to
 * what the review found (or why it ended early), as a sentence. The calls review and reviewState
 * are the client's (by default the page's backend).
 */
export async function reviewGame(id, limits, onProgress, client = api) {
  let view = await client.review(id, limits);
  while (view.running) {
    onProgress(`Reviewing… ${view.judged} of ${view.plies} moves judged`);
    await sleep(150);
    view = await client.reviewState(id);
  }
  if (view.error) {
    return view.error;
  }
  return `Reviewed ${view.plies} moves: ${view.marked === 0 ? 'no mistake'
    : `${view.marked} marked ?!, ? or ??`}.${view.notice ? ` ${view.notice}.` : ''}`;
}
