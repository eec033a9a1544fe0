package io.github.shogunsdk.jackson3;

import tools.jackson.databind.JsonNode;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Turns a JSON tree into the plain data that the record shapes are read from (the API's
 * {@code RecordData}): maps (keys in order), lists, strings, whole numbers as {@code Integer},
 * {@code Long} or {@code BigInteger}, other numbers, booleans and null. It walks the tree with a
 * stack of its own, not by recursion, so that JSON nested as deep as an application's
 * {@code StreamReadConstraints} let through never exhausts the thread's stack: the shapes bound
 * the depth they read, and refuse deeper nesting with their usual message.
 */
final class PlainData {

    private PlainData() {
    }

    /**
     * Returns a tree as plain data.
     *
     * @param root the tree
     * @return its plain data; {@code null} for JSON's null
     */
    static Object of(JsonNode root) {
        Object top = start(root);
        Deque<Open> open = new ArrayDeque<>();
        push(open, root, top);
        while (!open.isEmpty()) {
            Open next = open.pop();
            JsonNode node = next.node();
            // Every child is put in its place, in order, before it is filled: the order in which
            // the stack fills the children does not matter.
            if (next.object() != null) {
                for (Map.Entry<String, JsonNode> entry : node.properties()) {
                    Object child = start(entry.getValue());
                    next.object().put(entry.getKey(), child);
                    push(open, entry.getValue(), child);
                }
            } else if (next.array() != null) {
                for (JsonNode element : node) {
                    Object child = start(element);
                    next.array().add(child);
                    push(open, element, child);
                }
            }
        }
        return top;
    }

    /** An empty map or list for an object or array, still to be filled; the value itself otherwise. */
    private static Object start(JsonNode node) {
        if (node.isObject()) {
            return new LinkedHashMap<String, Object>();
        }
        if (node.isArray()) {
            return new ArrayList<Object>(node.size());
        }
        if (node.isNumber()) {
            return node.numberValue();
        }
        return node.isBoolean() ? Boolean.valueOf(node.booleanValue()) : node.isString() ? node.stringValue() : null;
    }

    /** Puts an object or array on the stack of those still to fill. */
    private static void push(Deque<Open> open, JsonNode node, Object value) {
        if (node.isObject()) {
            open.push(new Open(node, map(value), null));
        } else if (node.isArray()) {
            open.push(new Open(node, null, list(value)));
        }
    }

    @SuppressWarnings("unchecked") // made by start() for an object
    private static Map<String, Object> map(Object value) {
        return (Map<String, Object>) value;
    }

    @SuppressWarnings("unchecked") // made by start() for an array
    private static List<Object> list(Object value) {
        return (List<Object>) value;
    }

    /** An object or array of the tree and the map or list it is read into. */
    private record Open(JsonNode node, Map<String, Object> object, List<Object> array) {
    }
}
