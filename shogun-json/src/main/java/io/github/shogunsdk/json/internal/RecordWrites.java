package io.github.shogunsdk.json.internal;

import io.github.shogunsdk.api.GameRecord;
import io.github.shogunsdk.api.NodePath;
import io.github.shogunsdk.api.RecordNode;
import java.util.List;
import java.util.Map;

/**
 * Writes a game record's tree into a streaming writer: a record is
 * {@code {"setup","tags","comment","mainline","result"}}; a node is
 * {@code {"move","shape","landingEnergy"}} followed by {@code "glyphs"}, {@code "comment"} and
 * {@code "variations"} when it has them; a node path is an array of child indices. The writing goes
 * as deep as the tree's variations, which a record bounds at
 * {@value GameRecord#MAX_VARIATION_DEPTH} levels.
 */
public final class RecordWrites {

    private RecordWrites() {
    }

    /**
     * Writes a record.
     *
     * @param <X> what the writer throws
     * @param record the record
     * @param out the writer
     * @throws X as the writer does
     */
    public static <X extends Exception> void record(GameRecord record, Output<X> out) throws X {
        out.startObject();
        out.name("setup");
        Writes.setup(record.setup(), out);
        out.name("tags");
        out.startObject();
        for (Map.Entry<String, String> tag : record.tags().entrySet()) {
            Writes.text(out, tag.getKey(), tag.getValue());
        }
        out.endObject();
        Writes.text(out, "comment", record.startingComment().orElse(null));
        out.name("mainline");
        line(record.mainline(), out);
        Writes.text(out, "result", record.result());
        out.endObject();
    }

    /**
     * Writes a node, with its variations.
     *
     * @param <X> what the writer throws
     * @param node the node
     * @param out the writer
     * @throws X as the writer does
     */
    public static <X extends Exception> void node(RecordNode node, Output<X> out) throws X {
        out.startObject();
        Writes.text(out, "move", node.move().toString());
        Writes.text(out, "shape", node.path().shape().name());
        Writes.integer(out, "landingEnergy", node.landingEnergy());
        if (!node.glyphs().isEmpty()) {
            out.name("glyphs");
            out.startArray();
            for (Integer glyph : node.glyphs()) {
                out.number(glyph.intValue());
            }
            out.endArray();
        }
        if (node.comment().isPresent()) {
            Writes.text(out, "comment", node.comment().get());
        }
        if (!node.variations().isEmpty()) {
            out.name("variations");
            out.startArray();
            for (List<RecordNode> variation : node.variations()) {
                line(variation, out);
            }
            out.endArray();
        }
        out.endObject();
    }

    /**
     * Writes a node path: its child indices.
     *
     * @param <X> what the writer throws
     * @param path the path
     * @param out the writer
     * @throws X as the writer does
     */
    public static <X extends Exception> void path(NodePath path, Output<X> out) throws X {
        out.startArray();
        for (int i = 0; i < path.length(); i++) {
            out.number(path.index(i));
        }
        out.endArray();
    }

    private static <X extends Exception> void line(List<RecordNode> nodes, Output<X> out) throws X {
        out.startArray();
        for (RecordNode node : nodes) {
            node(node, out);
        }
        out.endArray();
    }
}
