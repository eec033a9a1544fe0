package io.github.shogunsdk.examples.web;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.JsonMappingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.exc.UnrecognizedPropertyException;
import com.fasterxml.jackson.databind.node.ObjectNode;
import com.sun.net.httpserver.HttpExchange;
import com.sun.net.httpserver.HttpHandler;
import io.github.shogunsdk.api.Game;
import io.github.shogunsdk.api.GameSetup;
import io.github.shogunsdk.api.RecordException;
import io.github.shogunsdk.api.SearchLimits;
import io.github.shogunsdk.api.Shogun;
import io.github.shogunsdk.api.Square;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.io.PrintStream;
import java.net.URLDecoder;
import java.nio.charset.StandardCharsets;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;

/**
 * The JSON API under {@code /api/}: games by id, their moves, refusals, undo and redo, resignation,
 * engine searches and records. Every answer is JSON; every fault is a 4xx with
 * {@code {"error":"<one line>"}} (and the refusal of an illegal move), never a stack trace. The
 * endpoints are listed in {@code docs/WEB.md}.
 */
final class Api implements HttpHandler {

    /** The largest request body accepted, in bytes; a game record of the server's longest game fits. */
    static final int MAX_BODY = 64 * 1024;

    /** The most bytes of a refused body read before answering; see {@link #readBody}. */
    private static final int MAX_DRAINED = 1024 * 1024;

    private final GameRegistry games;
    private final ObjectMapper json;
    private final PrintStream log;

    Api(GameRegistry games, PrintStream log) {
        this.games = games;
        this.log = log;
        this.json = new ObjectMapper().findAndRegisterModules()
                .enable(DeserializationFeature.FAIL_ON_TRAILING_TOKENS)
                .enable(DeserializationFeature.FAIL_ON_NULL_FOR_PRIMITIVES);
    }

    @Override
    public void handle(HttpExchange exchange) throws IOException {
        try {
            Answer answer;
            try {
                answer = route(exchange);
            } catch (HttpProblem problem) {
                answer = problem(problem);
            } catch (RuntimeException | Error unexpected) {
                log.println("shogun serve: internal error on " + exchange.getRequestMethod() + " "
                        + HttpProblem.oneLine(exchange.getRequestURI().getRawPath()) + ": " + unexpected);
                answer = problem(new HttpProblem(500, "internal error: " + unexpected.getClass().getSimpleName()));
            }
            send(exchange, answer);
        } finally {
            exchange.close();
        }
    }

    /** A status and a body to write as JSON (null for none). */
    private record Answer(int status, Object body, String allow) {
        Answer(int status, Object body) {
            this(status, body, null);
        }
    }

    private Answer route(HttpExchange exchange) {
        String method = exchange.getRequestMethod();
        String path = exchange.getRequestURI().getRawPath();
        List<String> parts = List.of(path.substring("/api/".length()).split("/", -1));
        if (parts.isEmpty() || !parts.get(0).equals("games") || parts.size() > 4) {
            throw HttpProblem.notFound("no endpoint " + path + "; the endpoints are under /api/games");
        }
        if (parts.size() == 1) {
            requireMethod(method, "POST");
            return new Answer(201, games.add(newGame(exchange)).state());
        }
        String id = parts.get(1);
        if (parts.size() == 2 && id.equals("from-sgn")) {
            requireMethod(method, "POST");
            return new Answer(201, games.add(loadGame(exchange)).state());
        }
        if (parts.size() == 2) {
            if (method.equals("DELETE")) {
                games.get(id);
                games.remove(id);
                return new Answer(204, null);
            }
            requireMethod(method, "GET, DELETE");
            return new Answer(200, games.get(id).state());
        }
        String action = String.join("/", parts.subList(2, parts.size()));
        switch (action) {
            case "moves": {
                requireMethod(method, "GET");
                GameSession game = games.get(id);
                String from = query(exchange).get("from");
                return new Answer(200, game.moves(from == null ? null : square(from, "from")));
            }
            case "why-not": {
                requireMethod(method, "GET");
                GameSession game = games.get(id);
                Map<String, String> query = query(exchange);
                return new Answer(200, game.whyNot(square(query.get("from"), "from"), square(query.get("to"), "to")));
            }
            case "play": {
                requireMethod(method, "POST");
                GameSession game = games.get(id);
                Views.PlayRequest play = body(exchange, Views.PlayRequest.class, true);
                if (play.move() == null) {
                    throw HttpProblem.badRequest("expected the key \"move\", such as {\"move\":\"d1d3\"}");
                }
                return new Answer(200, game.play(play.move(), play.shape()));
            }
            case "undo":
                requireMethod(method, "POST");
                return new Answer(200, games.get(id).undo());
            case "redo":
                requireMethod(method, "POST");
                return new Answer(200, games.get(id).redo());
            case "resign": {
                requireMethod(method, "POST");
                GameSession game = games.get(id);
                Views.ResignRequest resign = body(exchange, Views.ResignRequest.class, false);
                return new Answer(200, game.resign(resign == null ? null : resign.side()));
            }
            case "search": {
                if (method.equals("GET")) {
                    return new Answer(200, games.get(id).search());
                }
                requireMethod(method, "GET, POST");
                GameSession game = games.get(id);
                Views.SearchRequest search = body(exchange, Views.SearchRequest.class, true);
                if (search.limits() == null) {
                    throw HttpProblem.badRequest("expected the key \"limits\", such as {\"limits\":{\"depth\":4}}");
                }
                return new Answer(202, game.startSearch(search.limits(), search.play() != null && search.play()));
            }
            case "search/stop":
                requireMethod(method, "POST");
                return new Answer(200, games.get(id).stopSearch());
            case "sgn":
                requireMethod(method, "GET");
                return new Answer(200, new Views.Record(games.get(id).sgn()));
            default:
                throw HttpProblem.notFound("no endpoint " + HttpProblem.oneLine(path));
        }
    }

    private Game newGame(HttpExchange exchange) {
        GameSetup setup = body(exchange, GameSetup.class, false);
        return Shogun.newGame(setup == null ? GameSetup.standard() : setup);
    }

    private Game loadGame(HttpExchange exchange) {
        Views.Record record = body(exchange, Views.Record.class, true);
        if (record.sgn() == null) {
            throw HttpProblem.badRequest("expected the key \"sgn\" with a game record");
        }
        try {
            Game game = Shogun.readGame(record.sgn());
            if (game.history().size() > GameSession.MAX_PLIES) {
                throw HttpProblem.unprocessable("the record has " + game.history().size() + " plies; this server keeps "
                        + "games to " + GameSession.MAX_PLIES);
            }
            return game;
        } catch (RecordException e) {
            throw HttpProblem.unprocessable(e.getMessage());
        }
    }

    private static void requireMethod(String method, String allowed) {
        if (!List.of(allowed.split(", ")).contains(method)) {
            throw HttpProblem.methodNotAllowed(allowed);
        }
    }

    private static Square square(String text, String name) {
        if (text == null) {
            throw HttpProblem.badRequest("expected the query parameter " + name + ", a square such as d3");
        }
        try {
            return Square.parse(text);
        } catch (IllegalArgumentException e) {
            throw HttpProblem.badRequest(name + ": " + e.getMessage());
        }
    }

    private static Map<String, String> query(HttpExchange exchange) {
        Map<String, String> query = new HashMap<>();
        String raw = exchange.getRequestURI().getRawQuery();
        if (raw == null || raw.isEmpty()) {
            return query;
        }
        try {
            for (String pair : raw.split("&")) {
                int equals = pair.indexOf('=');
                String key = URLDecoder.decode(equals < 0 ? pair : pair.substring(0, equals), StandardCharsets.UTF_8);
                String value = equals < 0 ? "" : URLDecoder.decode(pair.substring(equals + 1), StandardCharsets.UTF_8);
                query.put(key, value);
            }
        } catch (IllegalArgumentException e) {
            throw HttpProblem.badRequest("malformed query: " + e.getMessage());
        }
        return query;
    }

    /**
     * Reads the request body as JSON of a type.
     *
     * @param required whether an empty body is refused; when not, an empty body gives null
     */
    private <T> T body(HttpExchange exchange, Class<T> type, boolean required) {
        byte[] bytes = readBody(exchange);
        if (bytes.length == 0 || new String(bytes, StandardCharsets.UTF_8).isBlank()) {
            if (required) {
                throw HttpProblem.badRequest("expected a JSON object in the request body");
            }
            return null;
        }
        String contentType = exchange.getRequestHeaders().getFirst("Content-Type");
        if (contentType == null || !contentType.toLowerCase(java.util.Locale.ROOT).startsWith("application/json")) {
            throw new HttpProblem(415, "send the body as Content-Type: application/json");
        }
        JsonNode tree;
        try {
            tree = json.readTree(bytes);
        } catch (JsonProcessingException e) {
            String message = e.getOriginalMessage();
            throw HttpProblem.badRequest("malformed JSON: "
                    + (message.startsWith("Trailing token") ? "more than one value in the body" : message));
        } catch (IOException e) {
            throw HttpProblem.badRequest("malformed JSON: " + e.getMessage());
        }
        try {
            if (!tree.isObject()) {
                throw HttpProblem.badRequest("expected a JSON object, found " + kind(tree));
            }
            return json.treeToValue(tree, type);
        } catch (UnrecognizedPropertyException e) {
            String known = e.getKnownPropertyIds() == null ? "" : "; the keys are " + e.getKnownPropertyIds().stream()
                    .map(Object::toString).sorted().collect(Collectors.joining(", "));
            throw HttpProblem.badRequest("unknown key \"" + HttpProblem.oneLine(e.getPropertyName()) + "\"" + known);
        } catch (JsonMappingException e) {
            throw HttpProblem.badRequest(where(e) + e.getOriginalMessage());
        } catch (JsonProcessingException e) {
            throw HttpProblem.badRequest(e.getOriginalMessage());
        }
    }

    /** Names the key of a nested fault, such as {@code "limits.depth": }. */
    private static String where(JsonMappingException e) {
        StringBuilder path = new StringBuilder();
        for (JsonMappingException.Reference reference : e.getPath()) {
            if (reference.getFieldName() != null) {
                path.append(path.length() > 0 ? "." : "").append(reference.getFieldName());
            } else if (reference.getIndex() >= 0) {
                path.append('[').append(reference.getIndex()).append(']');
            }
        }
        return path.length() == 0 ? "" : "\"" + path + "\": ";
    }

    private static String kind(JsonNode node) {
        return node.isArray() ? "an array" : node.isTextual() ? "a string" : node.isNumber() ? "a number"
                : node.isNull() ? "null" : node.isBoolean() ? "a boolean" : "something else";
    }

    /**
     * Reads at most {@link #MAX_BODY} bytes; a longer body is refused with 413. A body up to
     * {@link #MAX_DRAINED} bytes is read to its end first, so the client finishes sending and reads
     * the answer; a longer one is refused at once and the connection closed.
     */
    private static byte[] readBody(HttpExchange exchange) {
        String length = exchange.getRequestHeaders().getFirst("Content-Length");
        if (length != null) {
            try {
                if (Long.parseLong(length.trim()) > MAX_DRAINED) {
                    throw tooLarge();
                }
            } catch (NumberFormatException e) {
                throw HttpProblem.badRequest("malformed Content-Length");
            }
        }
        try (InputStream in = exchange.getRequestBody()) {
            ByteArrayOutputStream out = new ByteArrayOutputStream();
            byte[] buffer = new byte[8192];
            long total = 0;
            int read;
            while ((read = in.read(buffer)) >= 0) {
                total += read;
                if (total > MAX_DRAINED) {
                    break;
                }
                if (total <= MAX_BODY) {
                    out.write(buffer, 0, read);
                }
            }
            if (total > MAX_BODY) {
                throw tooLarge();
            }
            return out.toByteArray();
        } catch (IOException e) {
            throw HttpProblem.badRequest("unreadable body: " + e.getMessage());
        }
    }

    private static HttpProblem tooLarge() {
        return new HttpProblem(413, "the request body is larger than " + MAX_BODY / 1024 + " KiB");
    }

    private Answer problem(HttpProblem problem) {
        ObjectNode body = json.createObjectNode();
        body.put("error", problem.getMessage());
        if (problem.refusal() != null) {
            body.set("refusal", json.valueToTree(problem.refusal()));
        }
        return new Answer(problem.status(), body, problem.allow());
    }

    private void send(HttpExchange exchange, Answer answer) throws IOException {
        exchange.getResponseHeaders().set("Cache-Control", "no-store");
        exchange.getResponseHeaders().set("X-Content-Type-Options", "nosniff");
        if (answer.status() == 413) {
            exchange.getResponseHeaders().set("Connection", "close");
        }
        if (answer.allow() != null) {
            exchange.getResponseHeaders().set("Allow", answer.allow());
        }
        if (answer.body() == null) {
            exchange.sendResponseHeaders(answer.status(), -1);
            return;
        }
        byte[] bytes = json.writeValueAsBytes(answer.body());
        exchange.getResponseHeaders().set("Content-Type", "application/json; charset=utf-8");
        exchange.sendResponseHeaders(answer.status(), bytes.length);
        try (OutputStream out = exchange.getResponseBody()) {
            out.write(bytes);
        }
    }
}
