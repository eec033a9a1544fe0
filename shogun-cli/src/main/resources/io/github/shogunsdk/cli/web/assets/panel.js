// The analysis panel: an evaluation bar and the engine's best lines for the position shown. The
// engine scores a position for the side to move; the bar and the lines say it for White (+) and
// Red (-), as a person reading the board from either side expects.

/** A score as the page prints it, for the side it is given for: "+0.35", "win in 3", "loss in 2". */
export function describeScore(score) {
  if (!score) {
    return '';
  }
  if ('winIn' in score) {
    return `win in ${score.winIn}`;
  }
  if ('lossIn' in score) {
    return `loss in ${score.lossIn}`;
  }
  const pawns = score.centipawns / 100;
  return `${pawns >= 0 ? '+' : ''}${pawns.toFixed(2)}`;
}

/**
 * A score of the side to move seen from White: its text ("+0.35", "White wins in 3") and White's
 * share of the bar, from 0 to 1 (a half for an equal position).
 */
export function forWhite(score, sideToMove) {
  const sign = sideToMove === 'white' ? 1 : -1;
  if ('winIn' in score || 'lossIn' in score) {
    const whiteWins = ('winIn' in score) === (sign > 0);
    const plies = 'winIn' in score ? score.winIn : score.lossIn;
    return { text: `${whiteWins ? 'White' : 'Red'} wins in ${plies}`, share: whiteWins ? 1 : 0 };
  }
  const cp = sign * score.centipawns;
  // A logistic curve: a pawn ahead fills about 60 % of the bar, four pawns about 85 %.
  const share = 1 / (1 + Math.exp(-cp / 250));
  return { text: `${cp >= 0 ? '+' : ''}${(cp / 100).toFixed(2)}`, share };
}

/** The lines of a search report or result, best first: its lines, or its one line. */
export function linesOf(report) {
  if (!report) {
    return [];
  }
  if (report.lines && report.lines.length > 0) {
    return report.lines;
  }
  return report.principalVariation && report.principalVariation.length > 0 ? [{ rank: 1, score: report.score, principalVariation: report.principalVariation }] : [];
}

export class AnalysisPanel {
  /**
   * @param elements {bar, fill, value, depth, lines}
   * @param pick called with the moves from the position shown to the move of a line clicked
   */
  constructor(elements, pick) {
    this.elements = elements;
    this.pick = pick;
    elements.lines.addEventListener('click', (event) => {
      const button = event.target.closest('button[data-index]');
      if (button) {
        const line = this.shown[Number(button.closest('[data-rank]').dataset.rank) - 1];
        this.pick(line.principalVariation.slice(0, Number(button.dataset.index) + 1));
      }
    });
    this.shown = [];
    this.clear('');
  }

  /** Empties the panel, with a word on why. */
  clear(message) {
    const { bar, fill, value, depth, lines } = this.elements;
    this.shown = [];
    bar.dataset.score = '';
    bar.dataset.path = '';
    bar.setAttribute('aria-valuenow', '50');
    bar.setAttribute('aria-valuetext', 'no evaluation');
    fill.style.width = '50%';
    value.textContent = '–';
    depth.textContent = message;
    lines.replaceChildren();
    this.drawn = '';
  }

  /**
   * Shows a review's evaluation of the position a game shows, written as "+0.35" (White's view) or
   * "#+3" / "#-3" (White or Red wins in 3 plies), with no lines.
   */
  showEvaluation(text, state) {
    this.clear('from the review');
    const mate = /^#([+-])(\d+)$/.exec(text);
    const white = mate
      ? forWhite({ winIn: Number(mate[2]) }, mate[1] === '+' ? 'white' : 'red')
      : forWhite({ centipawns: Math.round(Number(text) * 100) }, 'white');
    const { bar, fill, value } = this.elements;
    bar.dataset.path = state.path.join('.');
    bar.dataset.score = white.text;
    bar.setAttribute('aria-valuenow', String(Math.round(white.share * 100)));
    bar.setAttribute('aria-valuetext', white.text);
    fill.style.width = `${(white.share * 100).toFixed(1)}%`;
    value.textContent = white.text;
  }

  /**
   * Shows an analysis of the position a game shows.
   *
   * @param analysis the server's view of it
   * @param state the game
   * @return the first move of each line, for the arrows: [{from, to, rank}]
   */
  show(analysis, state) {
    const report = analysis.result || analysis.progress;
    const shown = linesOf(report);
    const { bar, fill, value, depth, lines } = this.elements;
    bar.dataset.path = analysis.path.join('.');
    if (shown.length === 0) {
      this.clear(analysis.running ? 'Thinking…' : (analysis.error || 'No line'));
      bar.dataset.path = analysis.path.join('.');
      return [];
    }
    this.shown = shown;
    const white = forWhite(shown[0].score, state.sideToMove);
    bar.dataset.score = white.text;
    bar.setAttribute('aria-valuenow', String(Math.round(white.share * 100)));
    bar.setAttribute('aria-valuetext', white.text);
    fill.style.width = `${(white.share * 100).toFixed(1)}%`;
    value.textContent = white.text;
    depth.textContent = `depth ${report.depth}${analysis.running ? ', thinking…' : ''}`;
    // The lines are drawn again only when they change, so a click on one is not lost to a redraw.
    const drawn = JSON.stringify(shown) + state.sideToMove;
    if (drawn !== this.drawn) {
      this.drawn = drawn;
      lines.replaceChildren(...shown.map((line, index) => this.lineElement(line, index + 1, state)));
    }
    return shown.map((line, index) => ({ from: line.principalVariation[0].slice(0, 2), to: line.principalVariation[0].slice(2, 4), rank: index + 1 }));
  }

  lineElement(line, rank, state) {
    const item = document.createElement('li');
    item.dataset.testid = 'line';
    item.dataset.rank = String(rank);
    item.dataset.move = line.principalVariation[0];
    const score = document.createElement('span');
    score.className = 'line-score';
    score.textContent = forWhite(line.score, state.sideToMove).text;
    item.append(score);
    line.principalVariation.forEach((move, index) => {
      const button = document.createElement('button');
      button.type = 'button';
      button.className = 'mv';
      button.dataset.index = String(index);
      button.textContent = move;
      button.title = index === 0 ? `play ${move}` : `play the line to ${move}`;
      item.append(' ', button);
    });
    return item;
  }
}
