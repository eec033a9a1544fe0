package io.github.shogunsdk.wasm;

import io.github.shogunsdk.api.Ply;
import io.github.shogunsdk.api.Position;
import io.github.shogunsdk.json.internal.Writes;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.teavm.jso.JSExport;

/**
 * A browser game's record: its text, tags and comments, answering as {@link JsGame} does. It
 * reads and changes its game's current state, whatever position the game has been restarted
 * from. Not thread-safe, as the game is not.
 */
public final class JsGameRecord {

    private final JsGame owner;

    JsGameRecord(JsGame owner) {
        this.owner = owner;
    }

    /**
     * The moves as a record writes them, numbered and with their marks, without a result.
     *
     * @return the answer: text
     */
    @JSExport
    public String movetext() {
        return Answers.end(Answers.start().value(owner.game.movetext()));
    }

    /**
     * The game record (SGN), which {@link ShogunJs#readGame(String)} reads back to an equal owner.game.
     *
     * @return the answer: text
     */
    @JSExport
    public String sgn() {
        return Answers.end(Answers.start().value(owner.game.toSgn()));
    }

    /**
     * The record's tags, in their order.
     *
     * @return the answer: an object of names and values
     */
    @JSExport
    public String tags() {
        return Answers.of(out -> {
            out.beginObject();
            for (Map.Entry<String, String> tag : owner.game.tags().entrySet()) {
                out.key(tag.getKey()).value(tag.getValue());
            }
            out.endObject();
        });
    }

    /**
     * Sets a tag of the record, such as {@code White} or {@code Event}.
     *
     * @param name the tag's name
     * @param value its value
     * @return the answer: {@code null}
     */
    @JSExport
    public String setTag(String name, String value) {
        return Answers.of(out -> {
            owner.game.setTag(name, value);
            out.nullValue();
        });
    }

    /**
     * The comments on the plies, in ply order.
     *
     * @return the answer: {@code {ply, comment, position}} objects, {@code ply} the number of plies
     *     before the comment (0: the comment that opens the game), {@code position} the SPN there
     */
    @JSExport
    public String comments() {
        return Answers.of(out -> {
            out.beginArray();
            List<Ply> history = owner.game.history();
            for (Map.Entry<Integer, String> comment : owner.game.comments().entrySet()) {
                int ply = comment.getKey();
                Position at = ply > 0 ? history.get(ply - 1).after()
                        : history.isEmpty() ? owner.game.position() : history.get(0).before();
                out.beginObject().key("ply").value(ply).key("comment").value(comment.getValue())
                        .key("position").value(at.toString()).endObject();
            }
            out.endArray();
        });
    }

    /**
     * The comment after a number of plies.
     *
     * @param plies 0 for the comment that opens the game, {@code n} for the one after the n-th ply
     * @return the answer: the comment, or {@code null}
     */
    @JSExport
    public String comment(int plies) {
        return Answers.of(out -> {
            Optional<String> comment = owner.game.comment(plies);
            if (comment.isPresent()) {
                out.value(comment.get());
            } else {
                out.nullValue();
            }
        });
    }

    /**
     * Sets, or with an empty text removes, the comment after a number of plies.
     *
     * @param plies 0 for the comment that opens the game, {@code n} for the one after the n-th ply
     * @param text the comment, without {@code '}'}
     * @return the answer: {@code null}
     */
    @JSExport
    public String setComment(int plies, String text) {
        return Answers.of(out -> {
            owner.game.setComment(plies, text);
            out.nullValue();
        });
    }
}
