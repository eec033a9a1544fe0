package io.github.shogunsdk.examples.desktop;

import io.github.shogunsdk.api.Colour;
import io.github.shogunsdk.api.Game;
import io.github.shogunsdk.api.MovePath;
import io.github.shogunsdk.api.Ply;
import io.github.shogunsdk.api.Shogun;
import io.github.shogunsdk.api.StrengthLevel;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.Optional;

/**
 * The game on the screen and what the window adds to it: who the engine plays, at which level,
 * and the hint shown. It belongs to the JavaFX application thread, as every UI state does; the
 * engine never sees it, only copies of its game ({@link EngineWorker}).
 *
 * <p>Every change counts as a new {@linkplain #version() version}, so an engine answer computed for
 * an older version (the player undid a move, or loaded another game, while the engine thought) is
 * recognised and dropped.
 */
public final class GameSession {

    private final List<Runnable> listeners = new ArrayList<>();
    private Game game = Shogun.newGame();
    private Colour engineSide;
    private StrengthLevel level = StrengthLevel.BEGINNER;
    private MovePath hint;
    private long version;

    /** Creates a session with a new standard game and no engine player. */
    public GameSession() {
    }

    /**
     * Returns the game. The caller reads it and changes it only through this session.
     *
     * @return the game
     */
    public Game game() {
        return game;
    }

    /**
     * Returns the version: a count of the changes so far.
     *
     * @return the version
     */
    public long version() {
        return version;
    }

    /**
     * Returns the colour the engine plays.
     *
     * @return the colour, or empty when people play both sides
     */
    public Optional<Colour> engineSide() {
        return Optional.ofNullable(engineSide);
    }

    /**
     * Returns the engine's playing level.
     *
     * @return the level
     */
    public StrengthLevel level() {
        return level;
    }

    /**
     * Returns the hint on show: the engine's move along the path it takes.
     *
     * @return the hint, or empty
     */
    public Optional<MovePath> hint() {
        return Optional.ofNullable(hint);
    }

    /**
     * Says whether the player at the board may move now: the game is on and it is not the engine's turn.
     *
     * @return true when clicks on the board may move pieces
     */
    public boolean playerToMove() {
        return !game.outcome().isOver() && game.sideToMove() != engineSide;
    }

    /**
     * Says whether the engine should move now.
     *
     * @return true when the game is on and the side to move is the engine's
     */
    public boolean engineToMove() {
        return !game.outcome().isOver() && game.sideToMove() == engineSide;
    }

    /**
     * Registers a listener, called after every change on the application thread.
     *
     * @param listener the listener
     */
    public void onChange(Runnable listener) {
        listeners.add(Objects.requireNonNull(listener, "listener"));
    }

    /**
     * Plays a move along a path.
     *
     * @param path the path, legal in the current position
     * @return the ply played
     */
    public Ply play(MovePath path) {
        Ply ply = game.play(path);
        changed();
        return ply;
    }

    /**
     * Takes back the last move; against the engine, back to the player's own last move, so that
     * it is the player's turn again.
     *
     * @return whether a move was taken back
     */
    public boolean undo() {
        if (!game.canUndo()) {
            return false;
        }
        game.undo();
        while (engineSide != null && game.sideToMove() == engineSide && game.canUndo()) {
            game.undo();
        }
        changed();
        return true;
    }

    /**
     * Replaces the game, as a loaded record or a new game does.
     *
     * @param newGame the game to show
     */
    public void replace(Game newGame) {
        game = Objects.requireNonNull(newGame, "newGame");
        changed();
    }

    /**
     * Sets who the engine plays.
     *
     * @param side the colour, or null for nobody
     */
    public void setEngineSide(Colour side) {
        engineSide = side;
        changed();
    }

    /**
     * Sets the engine's level.
     *
     * @param newLevel the level
     */
    public void setLevel(StrengthLevel newLevel) {
        level = Objects.requireNonNull(newLevel, "newLevel");
        changed();
    }

    /**
     * Shows a hint for the current position (not a change of the game: the version stays).
     *
     * @param path the engine's move along its path, or null to hide the hint
     */
    public void showHint(MovePath path) {
        hint = path;
        listeners.forEach(Runnable::run);
    }

    private void changed() {
        version++;
        hint = null;
        listeners.forEach(Runnable::run);
    }
}
