// Back and Forward on the main page. Against the engine, Back from your turn goes back past the
// engine's answer and your move, to your previous turn; Forward goes one ply, and past the
// engine's turn. Forward right after Back retraces that Back exactly (from the 13th ply, Back
// shows the 12th and Forward the 13th again), however many plies the Back took.

/** Where the page is: the game, the line shown and its length. */
function shownAt(state) {
  return `${state.id} ${(state.path || []).join('.')} ${state.plies.length}`;
}

export class Steps {
  /** @param api the calls undo and redo (the page's backend) */
  constructor(api) {
    this.api = api;
    this.backs = [];   // each Back since the last other change: its plies and where it left the page
  }

  /** Goes back from a state; the engine plays engineColour (null for none). Resolves to the state shown then. */
  async back(state, engineColour) {
    const twice = engineColour !== null && state.sideToMove !== engineColour && state.plies.length >= 2;
    let answer = await this.api.undo(state.id);
    if (twice) {
      answer = await this.api.undo(state.id);
    }
    if (this.backs.length > 0 && this.backs[this.backs.length - 1].at !== shownAt(state)) {
      this.backs = [];   // something else changed the game since the last Back
    }
    this.backs.push({ plies: twice ? 2 : 1, at: shownAt(answer.state) });
    return answer.state;
  }

  /** Goes forward from a state, retracing the last Back when it left the page there. */
  async forward(state, engineColour) {
    const last = this.backs[this.backs.length - 1];
    const back = last && last.at === shownAt(state) ? this.backs.pop() : null;
    if (!back) {
      this.backs = [];
    }
    let answer = await this.api.redo(state.id);
    const again = back ? back.plies === 2
      : engineColour !== null && answer.state.sideToMove === engineColour;
    if (again && answer.state.canRedo) {
      answer = await this.api.redo(state.id);
    }
    return answer.state;
  }
}
