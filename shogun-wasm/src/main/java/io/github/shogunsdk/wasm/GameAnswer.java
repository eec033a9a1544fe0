package io.github.shogunsdk.wasm;

import org.teavm.jso.JSExport;

/** A game made for JavaScript, or why it could not be made: exactly one of the two is present. */
public final class GameAnswer {

    private final JsGame game;
    private final String error;

    private GameAnswer(JsGame game, String error) {
        this.game = game;
        this.error = error;
    }

    static GameAnswer of(JsGame game) {
        return new GameAnswer(game, null);
    }

    static GameAnswer failed(RuntimeException e) {
        return new GameAnswer(null, Answers.error(e));
    }

    /**
     * The game.
     *
     * @return the game, or {@code null} when it could not be made
     */
    @JSExport
    public JsGame game() {
        return game;
    }

    /**
     * Why the game could not be made.
     *
     * @return the error envelope of {@link Answers} as JSON text, or {@code null} when the game was made
     */
    @JSExport
    public String error() {
        return error;
    }
}
