package io.github.shogunsdk.examples.desktop;

import io.github.shogunsdk.api.Colour;
import io.github.shogunsdk.api.Game;
import io.github.shogunsdk.api.Move;
import io.github.shogunsdk.api.MovePath;
import io.github.shogunsdk.api.Outcome;
import io.github.shogunsdk.api.SearchResult;
import io.github.shogunsdk.api.Shogun;
import io.github.shogunsdk.api.StrengthLevel;
import java.nio.file.Path;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import java.util.function.Consumer;
import javafx.application.Platform;
import javafx.geometry.Insets;
import javafx.scene.Parent;
import javafx.scene.control.Button;
import javafx.scene.control.ChoiceBox;
import javafx.scene.control.Label;
import javafx.scene.control.TextArea;
import javafx.scene.layout.BorderPane;
import javafx.scene.layout.VBox;
import javafx.util.StringConverter;

/**
 * The window's contents and what its controls do: the {@link BoardView} and, beside it, the
 * status line, the buttons (new game, undo, hint, save, load), who the engine plays and how well,
 * and the moves so far. Engine work goes through an {@link EngineWorker}; its answers come back to
 * the application thread and count only if the game has not changed meanwhile.
 *
 * <p>Every node a user (or a test) acts on has an id: {@code #status}, {@code #newGame},
 * {@code #undo}, {@code #hint}, {@code #save}, {@code #load}, {@code #engineSide}, {@code #level},
 * {@code #moves}, and each square by its name, such as {@code #d4}.
 */
public final class DesktopWindow implements AutoCloseable {

    /** The choices of who the engine plays. */
    static final String NOBODY = "Two players";
    static final String ENGINE_RED = "Engine plays Red";
    static final String ENGINE_WHITE = "Engine plays White";

    private final GameSession session = new GameSession();
    private final EngineWorker worker = new EngineWorker();
    private final FileDialogs dialogs;
    private final BorderPane root = new BorderPane();
    private final Label status = new Label();
    private final TextArea moves = new TextArea();
    private final Button undo = button("undo", "Undo", () -> session.undo());
    private final Button hint = button("hint", "Hint", this::askHint);
    private String note = "";
    private long engineAskedAt = -1;

    /**
     * Builds the window's contents for a new standard game, people playing both sides.
     *
     * @param dialogs where records are saved to and loaded from
     */
    public DesktopWindow(FileDialogs dialogs) {
        this.dialogs = dialogs;
        BoardView board = new BoardView(session);
        status.setId("status");
        status.setWrapText(true);
        status.setPrefWidth(240);
        moves.setId("moves");
        moves.setEditable(false);
        moves.setWrapText(true);
        moves.setPrefRowCount(12);
        moves.setPrefWidth(240);
        ChoiceBox<String> engineSide = new ChoiceBox<>();
        engineSide.setId("engineSide");
        engineSide.getItems().addAll(NOBODY, ENGINE_RED, ENGINE_WHITE);
        engineSide.setValue(NOBODY);
        engineSide.valueProperty().addListener((property, old, choice) -> session.setEngineSide(
                ENGINE_RED.equals(choice) ? Colour.RED : ENGINE_WHITE.equals(choice) ? Colour.WHITE : null));
        ChoiceBox<StrengthLevel> level = new ChoiceBox<>();
        level.setId("level");
        level.getItems().addAll(StrengthLevel.values());
        level.setConverter(converter(l -> l == null ? "" : "Level: " + l.displayName()));
        level.setValue(session.level());
        level.valueProperty().addListener((property, old, chosen) -> session.setLevel(chosen));
        VBox side = new VBox(8, status,
                button("newGame", "New game", () -> session.replace(Shogun.newGame())), undo, hint,
                button("save", "Save…", this::save), button("load", "Load…", this::load),
                engineSide, level, moves);
        side.setPadding(new Insets(0, 0, 0, 12));
        side.setPrefWidth(252);
        root.setCenter(board);
        root.setRight(side);
        root.setPadding(new Insets(12));
        session.onChange(this::changed);
        changed();
    }

    /**
     * Returns the root node, for a scene.
     *
     * @return the root
     */
    public Parent root() {
        return root;
    }

    /**
     * Returns the session, for a program that drives the window.
     *
     * @return the session
     */
    public GameSession session() {
        return session;
    }

    /** Stops the engine and ends its thread. */
    @Override
    public void close() {
        worker.close();
    }

    /** After every change: clear the old note, show the game, and let the engine move if it is its turn. */
    private void changed() {
        note = "";
        Game game = session.game();
        moves.setText(game.movetext());
        undo.setDisable(!game.canUndo());
        hint.setDisable(game.outcome().isOver());
        if (engineAskedAt >= 0 && engineAskedAt != session.version()) {
            worker.stop(); // its answer would be dropped: free the engine for the next search
            engineAskedAt = -1;
        }
        if (session.engineToMove()) {
            askEngine();
        }
        showStatus();
    }

    private void showStatus() {
        Game game = session.game();
        Outcome outcome = game.outcome();
        String state;
        if (outcome.isOver()) {
            state = outcome.toString() + " (" + outcome.result() + ")";
        } else {
            state = (game.sideToMove() == Colour.WHITE ? "White" : "Red") + " to move"
                    + (game.isInCheck() ? ", in check" : "") + (session.engineToMove() ? ": the engine is thinking" : "");
        }
        status.setText(note.isEmpty() ? state : state + "\n" + note);
    }

    private void askEngine() {
        long version = session.version();
        engineAskedAt = version;
        whenCurrent(worker.move(session.game().copy(), session.level()), version, result -> {
            engineAskedAt = -1;
            result.bestMove().ifPresent(move -> session.play(pathOf(move)));
        });
    }

    private void askHint() {
        if (session.game().outcome().isOver()) {
            return;
        }
        note = "hint: the engine is looking";
        showStatus();
        whenCurrent(worker.hint(session.game().copy()), session.version(), result -> {
            result.bestMove().ifPresent(move -> session.showHint(pathOf(move)));
            note = result.bestMove().map(move -> "hint: " + move + ", " + result.score()).orElse("");
            showStatus();
        });
    }

    /** The path the SDK plays for an engine's move: its first open path. */
    private MovePath pathOf(Move move) {
        return session.game().paths(move).get(0);
    }

    /** Hands an engine answer to the application thread, where it counts only for the game it was asked about. */
    private void whenCurrent(CompletableFuture<SearchResult> search, long version, Consumer<SearchResult> use) {
        search.whenComplete((result, failure) -> Platform.runLater(() -> {
            if (session.version() != version) {
                return; // the game changed while the engine thought
            }
            if (failure != null) {
                engineAskedAt = -1;
                note = RecordFiles.oneLine("the engine failed: " + failure.getMessage());
                showStatus();
            } else {
                use.accept(result);
            }
        }));
    }

    private void save() {
        Optional<Path> file = dialogs.saveTo(root.getScene() == null ? null : root.getScene().getWindow());
        if (file.isEmpty()) {
            return;
        }
        try {
            RecordFiles.save(session.game(), file.get());
            note = "saved " + file.get().getFileName();
        } catch (RecordFiles.RecordFileError e) {
            note = e.getMessage();
        }
        showStatus();
    }

    private void load() {
        Optional<Path> file = dialogs.openFrom(root.getScene() == null ? null : root.getScene().getWindow());
        if (file.isEmpty()) {
            return;
        }
        try {
            Game game = RecordFiles.load(file.get()); // the game on the screen is untouched until this succeeds
            session.replace(game);
            note = "loaded " + file.get().getFileName() + ": " + game.history().size() + " plies";
        } catch (RecordFiles.RecordFileError e) {
            note = e.getMessage();
        }
        showStatus();
    }

    private static Button button(String id, String text, Runnable action) {
        Button button = new Button(text);
        button.setId(id);
        button.setMaxWidth(Double.MAX_VALUE);
        button.setOnAction(e -> action.run());
        return button;
    }

    private static <T> StringConverter<T> converter(java.util.function.Function<T, String> show) {
        return new StringConverter<>() {
            @Override
            public String toString(T value) {
                return show.apply(value);
            }

            @Override
            public T fromString(String text) {
                throw new UnsupportedOperationException("choices are picked, not typed");
            }
        };
    }
}
