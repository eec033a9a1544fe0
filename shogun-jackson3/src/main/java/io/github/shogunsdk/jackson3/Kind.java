package io.github.shogunsdk.jackson3;

import tools.jackson.core.JsonGenerator;
import tools.jackson.databind.JsonNode;
import io.github.shogunsdk.api.BareKingRule;
import io.github.shogunsdk.api.Colour;
import io.github.shogunsdk.api.Direction;
import io.github.shogunsdk.api.DrawReason;
import io.github.shogunsdk.api.EnergyModel;
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
import io.github.shogunsdk.api.internal.RecordData;

/**
 * Every value of the API that the module writes and reads, with its JSON shape: a text value
 * (the value's own text form), an enum word, or a small object.
 */
enum Kind {
    SQUARE(Square.class, "a square name such as \"d3\"") {
        @Override
        Object read(JsonNode node, Reads in) {
            return in.square(node, what);
        }
    },
    MOVE(Move.class, "a move such as \"d1d3\"") {
        @Override
        Object read(JsonNode node, Reads in) {
            return in.move(node, what);
        }
    },
    PIECE(Piece.class, "a piece such as \"P4\" or \"k1\"") {
        @Override
        Object read(JsonNode node, Reads in) {
            return in.piece(node, what);
        }
    },
    POSITION(Position.class, "a position in SPN") {
        @Override
        Object read(JsonNode node, Reads in) {
            return in.position(node, what);
        }
    },
    RULE_SET(RuleSet.class, "a rule set such as \"koth quiet-plies=0\"") {
        @Override
        Object read(JsonNode node, Reads in) {
            return RuleSet.parse(in.text(node, what));
        }
    },
    ENERGY_MODEL(EnergyModel.class, "an energy model such as \"magnetic 90\" or \"random 42\"") {
        @Override
        Object read(JsonNode node, Reads in) {
            return EnergyModel.parse(in.text(node, what));
        }
    },
    MAGNET_LAYOUT(MagnetLayout.class, "a magnet layout of 64 digits 1-4") {
        @Override
        Object read(JsonNode node, Reads in) {
            return MagnetLayout.parse(in.text(node, what));
        }
    },
    COLOUR(Colour.class, "a colour") {
        @Override
        void write(Object value, JsonGenerator out) {
            out.writeString(Words.of((Colour) value));
        }

        @Override
        Object read(JsonNode node, Reads in) {
            return in.word(node, Colour.class, what);
        }
    },
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
        void write(Object value, JsonGenerator out) {
            out.writeString(((Shape) value).name());
        }

        @Override
        Object read(JsonNode node, Reads in) {
            return in.shape(node, what);
        }
    },
    ROTATION(Rotation.class, "a rotation") {
        @Override
        void write(Object value, JsonGenerator out) {
            out.writeNumber(((Rotation) value).degrees());
        }

        @Override
        Object read(JsonNode node, Reads in) {
            return in.rotation(node);
        }
    },
    MOVE_PATH(MovePath.class, "a path") {
        @Override
        void write(Object value, JsonGenerator out) {
            Writes.path(out, (MovePath) value);
        }

        @Override
        Object read(JsonNode node, Reads in) {
            return in.path(node);
        }
    },
    GAME_SETUP(GameSetup.class, "a game setup") {
        @Override
        void write(Object value, JsonGenerator out) {
            Writes.setup(out, (GameSetup) value);
        }

        @Override
        Object read(JsonNode node, Reads in) {
            return in.setup(node);
        }
    },
    OUTCOME(Outcome.class, "an outcome") {
        @Override
        void write(Object value, JsonGenerator out) {
            Writes.outcome(out, (Outcome) value);
        }

        @Override
        Object read(JsonNode node, Reads in) {
            return in.outcome(node);
        }
    },
    PLY(Ply.class, "a ply") {
        @Override
        void write(Object value, JsonGenerator out) {
            Writes.ply(out, (Ply) value);
        }

        @Override
        Object read(JsonNode node, Reads in) {
            return in.ply(node);
        }
    },
    REFUSAL(Refusal.class, "a refusal") {
        @Override
        void write(Object value, JsonGenerator out) {
            Writes.refusal(out, (Refusal) value);
        }

        @Override
        Object read(JsonNode node, Reads in) {
            return in.refusal(node);
        }
    },
    SCORE(Score.class, "a score") {
        @Override
        void write(Object value, JsonGenerator out) {
            Writes.score(out, (Score) value);
        }

        @Override
        Object read(JsonNode node, Reads in) {
            return in.score(node);
        }
    },
    SEARCH_LIMITS(SearchLimits.class, "search limits") {
        @Override
        void write(Object value, JsonGenerator out) {
            Writes.limits(out, (SearchLimits) value);
        }

        @Override
        Object read(JsonNode node, Reads in) {
            return in.limits(node);
        }
    },
    SEARCH_PROGRESS(SearchProgress.class, "search progress") {
        @Override
        void write(Object value, JsonGenerator out) {
            Writes.progress(out, (SearchProgress) value);
        }

        @Override
        Object read(JsonNode node, Reads in) {
            return in.progress(node);
        }
    },
    SEARCH_RESULT(SearchResult.class, "a search result") {
        @Override
        void write(Object value, JsonGenerator out) {
            Writes.result(out, (SearchResult) value);
        }

        @Override
        Object read(JsonNode node, Reads in) {
            return in.result(node);
        }
    },
    // The record tree is plain data (RecordData), shared with the other JSON module and the JS module.
    GAME_RECORD(GameRecord.class, "a game record") {
        @Override
        void write(Object value, JsonGenerator out) {
            Writes.plain(out, RecordData.write((GameRecord) value));
        }

        @Override
        Object read(JsonNode node, Reads in) {
            return RecordData.readRecord(PlainData.of(node), in.strict());
        }
    },
    RECORD_NODE(RecordNode.class, "a ply of a record") {
        @Override
        void write(Object value, JsonGenerator out) {
            Writes.plain(out, RecordData.write((RecordNode) value));
        }

        @Override
        Object read(JsonNode node, Reads in) {
            return RecordData.readNode(PlainData.of(node), in.strict());
        }
    },
    NODE_PATH(NodePath.class, "a node path") {
        @Override
        void write(Object value, JsonGenerator out) {
            Writes.plain(out, RecordData.write((NodePath) value));
        }

        @Override
        Object read(JsonNode node, Reads in) {
            return RecordData.readPath(PlainData.of(node));
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

    /**
     * Writes a value. The default writes the value's text form, or the word of an enum constant.
     */
    void write(Object value, JsonGenerator out) {
        out.writeString(value instanceof Enum<?> constant ? Words.of(constant) : value.toString());
    }

    /**
     * Reads a value. The default reads the word of an enum constant.
     */
    Object read(JsonNode node, Reads in) {
        return Words.parseAny(type, in.text(node, what), what);
    }

    /** Tells whether the kind's JSON is a string, so a value of it can be a map key. */
    boolean isText() {
        return this != ROTATION && ordinal() < MOVE_PATH.ordinal();
    }
}
