package io.github.shogunsdk.cli.web;

import com.fasterxml.jackson.annotation.JsonUnwrapped;
import io.github.shogunsdk.cli.web.game.Views;

/**
 * How the JSON API writes a game for two ({@code TwoPlayerViews.State}): the game's state with its
 * keys at the top level, as any game's, and beside them {@code flow} and {@code seat}. A Jackson
 * mix-in, as the games themselves know no JSON library.
 */
abstract class TwoPlayerStateJson {

    /** The game's state, unwrapped into the answer's object. */
    @JsonUnwrapped
    abstract Views.State game();
}
