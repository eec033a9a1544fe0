package io.github.shogunsdk.json.internal;

import io.github.shogunsdk.api.BareKingRule;
import io.github.shogunsdk.api.Colour;
import io.github.shogunsdk.api.Direction;
import io.github.shogunsdk.api.DrawReason;
import io.github.shogunsdk.api.EnergyModel;
import io.github.shogunsdk.api.Game;
import io.github.shogunsdk.api.GameRecord;
import io.github.shogunsdk.api.GameSetup;
import io.github.shogunsdk.api.MagnetLayout;
import io.github.shogunsdk.api.Move;
import io.github.shogunsdk.api.MovePath;
import io.github.shogunsdk.api.NodePath;
import io.github.shogunsdk.api.Outcome;
import io.github.shogunsdk.api.Piece;
import io.github.shogunsdk.api.PieceKind;
import io.github.shogunsdk.api.Ply;
import io.github.shogunsdk.api.Position;
import io.github.shogunsdk.api.RecordNode;
import io.github.shogunsdk.api.Refusal;
import io.github.shogunsdk.api.RefusalReason;
import io.github.shogunsdk.api.Rotation;
import io.github.shogunsdk.api.RuleSet;
import io.github.shogunsdk.api.Score;
import io.github.shogunsdk.api.SearchLimits;
import io.github.shogunsdk.api.SearchProgress;
import io.github.shogunsdk.api.SearchResult;
import io.github.shogunsdk.api.Shape;
import io.github.shogunsdk.api.Square;
import io.github.shogunsdk.api.StopReason;
import io.github.shogunsdk.api.Variant;
import io.github.shogunsdk.api.WinReason;

/**
 * Every value of the API that has a JSON shape: a text value (the value's own text form), an enum
 * word, a number, or a small object. The first kinds, up to {@link #SHAPE}, are text.
 */
enum Kind {
    SQUARE(Square.class, "a square name such as \"d3\"") {
        @Override
        Object read(Object data, Reads in) {
            return in.square(data, what);
        }
    },
    MOVE(Move.class, "a move such as \"d1d3\"") {
        @Override
        Object read(Object data, Reads in) {
            return in.move(data, what);
        }
    },
    PIECE(Piece.class, "a piece such as \"P4\" or \"k1\"") {
        @Override
        Object read(Object data, Reads in) {
            return in.piece(data, what);
        }
    },
    POSITION(Position.class, "a position in SPN") {
        @Override
        Object read(Object data, Reads in) {
            return in.position(data, what);
        }
    },
    RULE_SET(RuleSet.class, "a rule set such as \"koth quiet-plies=0\"") {
        @Override
        Object read(Object data, Reads in) {
            return RuleSet.parse(in.text(data, what));
        }
    },
    ENERGY_MODEL(EnergyModel.class, "an energy model such as \"magnetic 90\" or \"random 42\"") {
        @Override
        Object read(Object data, Reads in) {
            return EnergyModel.parse(in.text(data, what));
        }
    },
    MAGNET_LAYOUT(MagnetLayout.class, "a magnet layout of 64 digits 1-4") {
        @Override
        Object read(Object data, Reads in) {
            return MagnetLayout.parse(in.text(data, what));
        }
    },
    COLOUR(Colour.class, "a colour"),
    PIECE_KIND(PieceKind.class, "a piece kind"),
    DIRECTION(Direction.class, "a direction"),
    VARIANT(Variant.class, "a variant"),
    BARE_KING_RULE(BareKingRule.class, "a bare-king rule"),
    WIN_REASON(WinReason.class, "a win reason"),
    DRAW_REASON(DrawReason.class, "a draw reason"),
    REFUSAL_REASON(RefusalReason.class, "a refusal reason"),
    STOP_REASON(StopReason.class, "a stop reason"),
    SHAPE(Shape.class, "a path shape") {
        @Override
        String text(Object value) {
            return ((Shape) value).name();
        }

        @Override
        Object read(Object data, Reads in) {
            return in.shape(data, what);
        }
    },
    ROTATION(Rotation.class, "a rotation") {
        @Override
        <X extends Exception> void write(Object value, Output<X> out) throws X {
            out.number(((Rotation) value).degrees());
        }

        @Override
        Object read(Object data, Reads in) {
            return in.rotation(data);
        }
    },
    MOVE_PATH(MovePath.class, "a path") {
        @Override
        <X extends Exception> void write(Object value, Output<X> out) throws X {
            Writes.path((MovePath) value, out);
        }

        @Override
        Object read(Object data, Reads in) {
            return in.path(data);
        }
    },
    GAME_SETUP(GameSetup.class, "a game setup") {
        @Override
        <X extends Exception> void write(Object value, Output<X> out) throws X {
            Writes.setup((GameSetup) value, out);
        }

        @Override
        Object read(Object data, Reads in) {
            return in.setup(data);
        }
    },
    OUTCOME(Outcome.class, "an outcome") {
        @Override
        <X extends Exception> void write(Object value, Output<X> out) throws X {
            Writes.outcome((Outcome) value, out);
        }

        @Override
        Object read(Object data, Reads in) {
            return in.outcome(data);
        }
    },
    PLY(Ply.class, "a ply") {
        @Override
        <X extends Exception> void write(Object value, Output<X> out) throws X {
            Writes.ply((Ply) value, out);
        }

        @Override
        Object read(Object data, Reads in) {
            return in.ply(data);
        }
    },
    REFUSAL(Refusal.class, "a refusal") {
        @Override
        <X extends Exception> void write(Object value, Output<X> out) throws X {
            Writes.refusal((Refusal) value, out);
        }

        @Override
        Object read(Object data, Reads in) {
            return in.refusal(data);
        }
    },
    SCORE(Score.class, "a score") {
        @Override
        <X extends Exception> void write(Object value, Output<X> out) throws X {
            Writes.score((Score) value, out);
        }

        @Override
        Object read(Object data, Reads in) {
            return in.score(data);
        }
    },
    SEARCH_LIMITS(SearchLimits.class, "search limits") {
        @Override
        <X extends Exception> void write(Object value, Output<X> out) throws X {
            Writes.limits((SearchLimits) value, out);
        }

        @Override
        Object read(Object data, Reads in) {
            return in.limits(data);
        }
    },
    SEARCH_PROGRESS(SearchProgress.class, "search progress") {
        @Override
        <X extends Exception> void write(Object value, Output<X> out) throws X {
            Writes.progress((SearchProgress) value, out);
        }

        @Override
        Object read(Object data, Reads in) {
            return in.progress(data);
        }
    },
    SEARCH_RESULT(SearchResult.class, "a search result") {
        @Override
        <X extends Exception> void write(Object value, Output<X> out) throws X {
            Writes.result((SearchResult) value, out);
        }

        @Override
        Object read(Object data, Reads in) {
            return in.result(data);
        }
    },
    GAME_RECORD(GameRecord.class, "a game record") {
        @Override
        <X extends Exception> void write(Object value, Output<X> out) throws X {
            RecordWrites.record((GameRecord) value, out);
        }

        @Override
        Object read(Object data, Reads in) {
            return RecordReads.record(data, in.strict());
        }
    },
    RECORD_NODE(RecordNode.class, "a ply of a record") {
        @Override
        <X extends Exception> void write(Object value, Output<X> out) throws X {
            RecordWrites.node((RecordNode) value, out);
        }

        @Override
        Object read(Object data, Reads in) {
            return RecordReads.node(data, in.strict());
        }
    },
    NODE_PATH(NodePath.class, "a node path") {
        @Override
        <X extends Exception> void write(Object value, Output<X> out) throws X {
            RecordWrites.path((NodePath) value, out);
        }

        @Override
        Object read(Object data, Reads in) {
            return RecordReads.path(data);
        }
    },
    GAME(Game.class, "a game") {
        @Override
        <X extends Exception> void write(Object value, Output<X> out) throws X {
            GameShape.write((Game) value, out);
        }

        @Override
        Object read(Object data, Reads in) {
            return GameShape.read(data, in.strict());
        }
    };

    /** The API type: an exact class, or the sealed interface of a family of records. */
    final Class<?> type;
    /** What a value of this kind is, for messages. */
    final String what;

    Kind(Class<?> type, String what) {
        this.type = type;
        this.what = what;
    }

    /** The kinds, made once: {@code values()} makes a new array at each call. */
    private static final Kind[] KINDS = values();

    /** Writes a value. The default writes its {@linkplain #text text}. */
    <X extends Exception> void write(Object value, Output<X> out) throws X {
        out.string(text(value));
    }

    /** The string of a value of a text kind: its text form, or the word of an enum constant. */
    String text(Object value) {
        return value instanceof Enum<?> constant ? Words.of(constant) : value.toString();
    }

    /** Reads a value. The default reads the word of an enum constant. */
    Object read(Object data, Reads in) {
        return Words.parseAny(type, in.text(data, what), what);
    }

    /** Tells whether the kind's plain data is a string, so that a value of it can be a map key. */
    boolean isText() {
        return ordinal() <= SHAPE.ordinal();
    }

    /** Returns the kind of a type, or {@code null} when the type has no JSON shape. */
    static Kind of(Class<?> type) {
        for (Kind kind : KINDS) {
            if (kind.type.isAssignableFrom(type)) {
                return kind;
            }
        }
        return null;
    }
}
