package io.github.shogunsdk.examples.desktop;

import io.github.shogunsdk.api.Colour;
import io.github.shogunsdk.api.EnergyModel;
import io.github.shogunsdk.api.Game;
import io.github.shogunsdk.api.MovePath;
import io.github.shogunsdk.api.Piece;
import io.github.shogunsdk.api.Ply;
import io.github.shogunsdk.api.Square;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.Set;
import javafx.geometry.Pos;
import javafx.scene.Node;
import javafx.scene.input.KeyCode;
import javafx.scene.input.MouseEvent;
import javafx.scene.layout.Pane;
import javafx.scene.layout.Region;
import javafx.scene.layout.StackPane;
import javafx.scene.paint.Color;
import javafx.scene.shape.Circle;
import javafx.scene.shape.Rectangle;
import javafx.scene.text.Font;
import javafx.scene.text.FontWeight;
import javafx.scene.text.Text;

/**
 * The board: 64 squares (each a node whose id is its name, such as {@code d4}) and an overlay of
 * paths and arrows. It turns the pointer into squares for a {@link MoveInput} — a press and
 * release picks a piece and a second click plays it, a press, drag and drop plays it in one
 * gesture (after a few pixels of movement, with a ghost piece under the pointer) — and plays the
 * path that input decides through the {@link GameSession}.
 *
 * <p>What it shows: each square's magnet value (top left, under the magnetic model); the pieces
 * with their energies; the last move's squares and path; the king in check and the pieces giving
 * it; the picked piece's destinations, each with the energy the piece will land with; the path
 * under the pointer (both, where two corners are open); the two paths offered for a choice, their
 * corners ringed; and the engine's hint, an arrow along its path.
 */
public final class BoardView extends Region {

    /** The side of a square in pixels. */
    static final double SQUARE = 64;

    private static final double DRAG_THRESHOLD = 4;
    private static final Color LIGHT = Color.web("#f0d9b5");
    private static final Color DARK = Color.web("#c8a37a");

    private final GameSession session;
    private final MoveInput input = new MoveInput();
    private final Map<Square, StackPane> cells = new HashMap<>();
    private final Pane overlay = new Pane();
    private Square hover;
    private double pressX;
    private double pressY;
    private boolean dragging;
    private boolean pressedOnPicked;
    private Node ghost;

    /**
     * Creates the board for a session and draws it; it redraws itself on every change.
     *
     * @param session the game on the screen
     */
    public BoardView(GameSession session) {
        this.session = session;
        setId("board");
        for (Square square : Square.all()) {
            StackPane cell = new StackPane();
            cell.setId(square.toString());
            cell.setPrefSize(SQUARE, SQUARE);
            // The board takes every pointer event itself: the cells' contents are redrawn during a
            // drag, and an event whose target left the scene would reach no handler.
            cell.setMouseTransparent(true);
            cell.resizeRelocate((square.x() - 1) * SQUARE, (8 - square.y()) * SQUARE, SQUARE, SQUARE);
            cells.put(square, cell);
            getChildren().add(cell);
        }
        overlay.setMouseTransparent(true);
        overlay.setPrefSize(8 * SQUARE, 8 * SQUARE);
        overlay.resizeRelocate(0, 0, 8 * SQUARE, 8 * SQUARE);
        getChildren().add(overlay);
        setPrefSize(8 * SQUARE, 8 * SQUARE);
        setMinSize(8 * SQUARE, 8 * SQUARE);
        setMaxSize(8 * SQUARE, 8 * SQUARE);
        setFocusTraversable(true);
        setPickOnBounds(true);
        addEventHandler(MouseEvent.MOUSE_PRESSED, this::pressed);
        addEventHandler(MouseEvent.MOUSE_DRAGGED, this::dragged);
        addEventHandler(MouseEvent.MOUSE_RELEASED, this::released);
        addEventHandler(MouseEvent.MOUSE_MOVED, e -> hoverOver(squareAt(e.getX(), e.getY())));
        addEventHandler(MouseEvent.MOUSE_EXITED, e -> hoverOver(null));
        setOnKeyPressed(e -> {
            if (e.getCode() == KeyCode.ESCAPE) {
                input.clear();
                render();
            }
        });
        session.onChange(() -> {
            input.clear();
            render();
        });
        render();
    }

    /**
     * Returns what the player has in hand, for a window that shows it elsewhere.
     *
     * @return the input
     */
    public MoveInput input() {
        return input;
    }

    /** Lays out the fixed-size squares: they were placed when made. */
    @Override
    protected void layoutChildren() {
        // Squares and overlay keep the places given in the constructor.
    }

    private void pressed(MouseEvent e) {
        requestFocus();
        Square square = squareAt(e.getX(), e.getY());
        pressX = e.getX();
        pressY = e.getY();
        dragging = false;
        pressedOnPicked = false;
        if (square == null || !session.playerToMove()) {
            input.clear();
        } else if (square.equals(input.picked().orElse(null)) && input.offered().isEmpty()) {
            pressedOnPicked = true; // a drag may start, or the release puts the piece down
        } else {
            input.click(session.game(), square).ifPresent(this::play);
        }
        render();
    }

    private void dragged(MouseEvent e) {
        Optional<Square> picked = input.picked();
        if (picked.isEmpty() || !input.offered().isEmpty()) {
            return;
        }
        if (!dragging && Math.hypot(e.getX() - pressX, e.getY() - pressY) < DRAG_THRESHOLD) {
            return;
        }
        if (!dragging) {
            dragging = true;
            ghost = pieceNode(session.game().position().pieceAt(picked.get()).orElseThrow());
            ghost.setOpacity(0.8);
        }
        hover = squareAt(e.getX(), e.getY());
        render();
        ghost.relocate(e.getX() - SQUARE / 2, e.getY() - SQUARE / 2);
        overlay.getChildren().add(ghost);
    }

    private void released(MouseEvent e) {
        Square square = squareAt(e.getX(), e.getY());
        if (dragging) {
            dragging = false;
            ghost = null;
            if (square != null) {
                input.drop(square).ifPresent(this::play);
            }
        } else if (pressedOnPicked && square != null && square.equals(input.picked().orElse(null))) {
            input.clear(); // a second click on the piece in hand puts it down
        }
        render();
    }

    private void hoverOver(Square square) {
        if (square == null ? hover != null : !square.equals(hover)) {
            hover = square;
            render();
        }
    }

    private void play(MovePath path) {
        input.clear();
        session.play(path); // the session's listeners redraw the board
    }

    private static Square squareAt(double x, double y) {
        int file = (int) Math.floor(x / SQUARE) + 1;
        int rank = 8 - (int) Math.floor(y / SQUARE);
        return file >= 1 && file <= 8 && rank >= 1 && rank <= 8 ? Square.of(file, rank) : null;
    }

    /** Draws everything anew from the session and the input: 64 small nodes, cheap enough. */
    private void render() {
        Game game = session.game();
        Optional<Ply> last = game.lastPly();
        Optional<Square> king = game.isInCheck() ? game.position().king(game.sideToMove()) : Optional.empty();
        Set<Square> checkers = king.map(game::attackers).orElse(Set.of());
        Optional<Square> picked = input.picked();
        for (Square square : Square.all()) {
            StackPane cell = cells.get(square);
            cell.getChildren().clear();
            boolean lastSquare = last.isPresent() && (last.get().move().from().equals(square) || last.get().move().to().equals(square));
            Color base = (square.x() + square.y()) % 2 == 0 ? DARK : LIGHT;
            Rectangle background = new Rectangle(SQUARE, SQUARE,
                    picked.isPresent() && picked.get().equals(square) ? base.interpolate(Color.DODGERBLUE, 0.45)
                            : lastSquare ? base.interpolate(Color.GOLD, 0.45) : base);
            cell.getChildren().add(background);
            magnet(game, square).ifPresent(value -> cell.getChildren().add(corner(Integer.toString(value), Color.gray(0.35),
                    Pos.TOP_LEFT, FontWeight.NORMAL)));
            Optional<Piece> piece = game.position().pieceAt(square);
            if (king.isPresent() && king.get().equals(square) || checkers.contains(square)) {
                cell.getChildren().add(ring(king.isPresent() && king.get().equals(square) ? Color.RED : Color.ORANGE));
            }
            if (piece.isPresent()) {
                Node node = pieceNode(piece.get());
                if (dragging && picked.isPresent() && picked.get().equals(square)) {
                    node.setOpacity(0.3);
                }
                cell.getChildren().add(node);
            }
            List<MovePath> paths = input.targets().getOrDefault(square, List.of());
            if (!paths.isEmpty()) {
                Circle marker = new Circle(piece.isPresent() ? 28 : 8, piece.isPresent() ? Color.TRANSPARENT : Color.web("#1e6fd980"));
                marker.setStroke(piece.isPresent() ? Color.web("#1e6fd9") : null);
                marker.setStrokeWidth(3);
                cell.getChildren().add(marker);
                String landing = landingEnergy(game, picked.get(), square);
                cell.getChildren().add(corner("→" + landing, Color.web("#0b3d91"), Pos.BOTTOM_RIGHT, FontWeight.BOLD));
            }
            cell.setAccessibleText(square + piece.map(p -> ", " + describe(p)).orElse(", empty")
                    + (paths.isEmpty() ? "" : ", a destination, landing with energy " + landingEnergy(game, picked.get(), square)));
        }
        drawOverlay(game, last);
    }

    private void drawOverlay(Game game, Optional<Ply> last) {
        overlay.getChildren().clear();
        last.ifPresent(ply -> overlay.getChildren().add(PathDrawing.along(ply.path(), Color.web("#b8860b99"), 4, false)));
        session.hint().ifPresent(path -> overlay.getChildren().add(PathDrawing.along(path, Color.web("#15a14acc"), 8, true)));
        List<MovePath> offered = input.offered();
        if (!offered.isEmpty()) {
            Color[] colours = {Color.web("#1e6fd9dd"), Color.web("#c2185bdd")};
            for (int i = 0; i < offered.size(); i++) {
                MovePath path = offered.get(i);
                overlay.getChildren().add(PathDrawing.along(path, colours[i], 6, true));
                if (path instanceof MovePath.Bent bent) {
                    double[] c = PathDrawing.centre(bent.corner());
                    Circle choice = new Circle(c[0], c[1], 22, Color.TRANSPARENT);
                    choice.setStroke(colours[i]);
                    choice.setStrokeWidth(4);
                    overlay.getChildren().add(choice);
                }
            }
        } else if (hover != null) {
            for (MovePath path : input.pathsTo(hover)) {
                overlay.getChildren().add(PathDrawing.along(path, Color.web("#1e6fd9aa"), 6, true));
            }
        }
    }

    /** The magnet under a square, shown when the game's energies come from magnets. */
    private static OptionalInt magnet(Game game, Square square) {
        return game.setup().energyModel() instanceof EnergyModel.Magnetic magnetic
                ? OptionalInt.of(magnetic.magnetAt(square)) : OptionalInt.empty();
    }

    /** The energy the piece will land with: the magnet's for its kind, its own under fixed, "?" if drawn at random. */
    static String landingEnergy(Game game, Square from, Square to) {
        Piece piece = game.position().pieceAt(from).orElseThrow();
        EnergyModel model = game.setup().energyModel();
        OptionalInt energy = model.landingEnergy(piece.kind(), to);
        if (energy.isPresent()) {
            return Integer.toString(energy.getAsInt());
        }
        return model instanceof EnergyModel.Fixed ? Integer.toString(piece.energy()) : "?";
    }

    private static Node corner(String text, Color colour, Pos where, FontWeight weight) {
        Text label = new Text(text);
        label.setFill(colour);
        label.setFont(Font.font("System", weight, 12));
        StackPane.setAlignment(label, where);
        StackPane.setMargin(label, new javafx.geometry.Insets(2, 4, 2, 4));
        label.setMouseTransparent(true);
        return label;
    }

    private static Node ring(Color colour) {
        Circle ring = new Circle(29, Color.TRANSPARENT);
        ring.setStroke(colour);
        ring.setStrokeWidth(4);
        return ring;
    }

    /** A piece: a disc of its colour with its letter and energy, such as {@code P4}. */
    static Node pieceNode(Piece piece) {
        boolean white = piece.colour() == Colour.WHITE;
        Circle disc = new Circle(22, white ? Color.WHITESMOKE : Color.web("#b22222"));
        disc.setStroke(white ? Color.gray(0.25) : Color.web("#5c0a0a"));
        disc.setStrokeWidth(piece.kind().letter() == 'K' ? 4 : 2);
        Text label = new Text(Character.toString(piece.kind().letter()) + piece.energy());
        label.setFont(Font.font("System", FontWeight.BOLD, 16));
        label.setFill(white ? Color.BLACK : Color.WHITE);
        StackPane node = new StackPane(disc, label);
        node.setMouseTransparent(true);
        return node;
    }

    private static String describe(Piece piece) {
        return (piece.colour() == Colour.WHITE ? "white " : "red ") + piece.kind().toString().toLowerCase(java.util.Locale.ROOT)
                + " " + piece.kind().letter() + piece.energy();
    }
}
