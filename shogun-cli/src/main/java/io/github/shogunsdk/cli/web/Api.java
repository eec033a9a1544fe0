package io.github.shogunsdk.cli.web;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.JsonMappingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.exc.UnrecognizedPropertyException;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.github.shogunsdk.api.Game;
import io.github.shogunsdk.api.GameSetup;
import io.github.shogunsdk.api.NodePath;
import io.github.shogunsdk.api.SearchLimits;
import io.github.shogunsdk.api.Shogun;
import io.github.shogunsdk.api.Square;
import io.github.shogunsdk.api.StrengthLevel;
import io.github.shogunsdk.cli.web.game.GameException;
import io.github.shogunsdk.cli.web.game.GameRegistry;
import io.github.shogunsdk.cli.web.game.GameSession;
import io.github.shogunsdk.cli.web.game.TwoPlayerViews;
import io.github.shogunsdk.cli.web.game.Views;
import java.io.IOException;
import java.io.PrintStream;
import java.net.URLDecoder;
import java.nio.charset.StandardCharsets;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Collectors;

/**
 * The JSON API under {@code /api/}: games by id, their moves, refusals, undo and redo, resignation,
 * engine searches and records. Every answer is JSON; every fault is a 4xx with
 * {@code {"error":"<one line>"}} (and the refusal of an illegal move), never a stack trace. The
 * endpoints are listed in {@code docs/WEB.md}. What the game refuses ({@link GameException}) is
 * answered with its kind's status ({@link HttpProblem#of}); the faults of the request itself (its
 * endpoint, method, body) are this class's.
 */
final class Api {

    /** The largest request body accepted, in bytes; a game record of the server's longest game fits. */
    static final int MAX_BODY = HttpLimits.DEFAULTS.maxBody();

    /** A Java type name in a message of Jackson's, such as {@code `java.lang.Boolean`}. */
    private static final Pattern TYPE_NAME = Pattern.compile("`([\\w.$\\[\\]]+)`");

    private final GameRegistry games;
    private final ObjectMapper json;
    private final PrintStream log;
    private final TwoPlayerApi twoPlayers;

    Api(GameRegistry games, PrintStream log) {
        this.games = games;
        this.log = log;
        this.json = new ObjectMapper().findAndRegisterModules()
                .enable(DeserializationFeature.FAIL_ON_TRAILING_TOKENS)
                .enable(DeserializationFeature.FAIL_ON_NULL_FOR_PRIMITIVES)
                .addMixIn(TwoPlayerViews.State.class, TwoPlayerStateJson.class);
        this.twoPlayers = new TwoPlayerApi(games, this);
    }

    /**
     * Answers a request under {@code /api/}; {@code HEAD} is answered as {@code GET} (the server
     * leaves out the body).
     *
     * @param request the request, already checked by the {@link OriginGuard}
     * @return the answer: JSON, or a fault as {@code {"error": …}}
     */
    ApiAnswer handle(ApiRequest request) {
        Answer answer;
        try {
            answer = route(request);
        } catch (HttpProblem problem) {
            answer = problem(problem);
        } catch (GameException refused) {
            answer = problem(HttpProblem.of(refused));
        } catch (RuntimeException | Error unexpected) {
            log.println("shogun serve: internal error on " + request.method() + " "
                    + HttpProblem.oneLine(request.path()) + ": " + unexpected);
            answer = problem(new HttpProblem(500, "internal error: " + unexpected.getClass().getSimpleName()));
        }
        return send(answer);
    }

    /** A status and a body to write as JSON (null for none). */
    record Answer(int status, Object body, String allow) {
        Answer(int status, Object body) {
            this(status, body, null);
        }
    }

    private Answer route(ApiRequest request) {
        String method = request.method().equals("HEAD") ? "GET" : request.method();
        String path = request.path();
        List<String> parts = List.of(path.substring("/api/".length()).split("/", -1));
        if (parts.size() == 2 && parts.get(0).equals("watch")) {
            requireMethod(method, "GET");
            return new Answer(200, games.watch(parts.get(1)).watch());
        }
        if (parts.isEmpty() || !parts.get(0).equals("games") || parts.size() > 4) {
            throw HttpProblem.notFound("no endpoint " + path + "; the endpoints are under /api/games");
        }
        if (parts.size() == 1) {
            requireMethod(method, "POST");
            JsonNode setup = body(request, JsonNode.class, false);
            if (setup != null && setup.has("mode")) {
                return twoPlayers.create(request, setup.deepCopy());
            }
            return new Answer(201, games.add(newGame(setup), request.client()).state());
        }
        String id = parts.get(1);
        if (parts.size() == 2 && id.equals("from-sgn")) {
            requireMethod(method, "POST");
            return new Answer(201, games.load(recordText(request), request.client()).state());
        }
        Answer forTwo = twoPlayers.route(request, method, id, parts.subList(2, parts.size()));
        if (forTwo != null) {
            return forTwo;
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
                String from = query(request).get("from");
                return new Answer(200, game.moves(from == null ? null : square(from, "from")));
            }
            case "why-not": {
                requireMethod(method, "GET");
                GameSession game = games.get(id);
                Map<String, String> query = query(request);
                return new Answer(200, game.whyNot(square(query.get("from"), "from"), square(query.get("to"), "to")));
            }
            case "play": {
                requireMethod(method, "POST");
                GameSession game = games.get(id);
                Views.PlayRequest play = body(request, Views.PlayRequest.class, true);
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
                Views.ResignRequest resign = body(request, Views.ResignRequest.class, false);
                return new Answer(200, game.resign(resign == null ? null : resign.side()));
            }
            case "search": {
                if (method.equals("GET")) {
                    return new Answer(200, games.get(id).search());
                }
                requireMethod(method, "GET, POST");
                GameSession game = games.get(id);
                Views.SearchRequest search = body(request, Views.SearchRequest.class, true);
                if (search.limits() == null) {
                    throw HttpProblem.badRequest("expected the key \"limits\", such as {\"limits\":{\"depth\":4}}");
                }
                StrengthLevel strength;
                try {
                    strength = search.strength() == null ? StrengthLevel.FULL : StrengthLevel.parse(search.strength());
                } catch (IllegalArgumentException e) {
                    throw HttpProblem.badRequest("\"strength\": " + e.getMessage());
                }
                return new Answer(202, game.startSearch(search.limits(), search.play() != null && search.play(),
                        strength, request.client()));
            }
            case "search/stop":
                requireMethod(method, "POST");
                return new Answer(200, games.get(id).stopSearch());
            case "sgn":
                requireMethod(method, "GET");
                return new Answer(200, new Views.Record(games.get(id).sgn()));
            case "goto": {
                requireMethod(method, "POST");
                GameSession game = games.get(id);
                return new Answer(200, game.goTo(nodePath(body(request, Views.PathRequest.class, true))));
            }
            case "delete-variation": {
                requireMethod(method, "POST");
                GameSession game = games.get(id);
                return new Answer(200, game.deleteVariation(nodePath(body(request, Views.PathRequest.class, true))));
            }
            case "analysis": {
                if (method.equals("GET")) {
                    return new Answer(200, games.get(id).analysis());
                }
                requireMethod(method, "GET, POST");
                GameSession game = games.get(id);
                Views.AnalysisRequest analysis = body(request, Views.AnalysisRequest.class, true);
                if (analysis.limits() == null) {
                    throw HttpProblem.badRequest("expected the key \"limits\", such as {\"limits\":{\"timeMs\":5000}}");
                }
                int lines = analysis.lines() == null ? GameSession.DEFAULT_ANALYSIS_LINES : analysis.lines();
                if (lines < 1 || lines > GameSession.MAX_ANALYSIS_LINES) {
                    throw HttpProblem.badRequest("\"lines\": expected a whole number from 1 to " + GameSession.MAX_ANALYSIS_LINES
                            + ", found " + lines);
                }
                games.endAnalysesOf(request.client(), game);
                return new Answer(202, game.startAnalysis(analysis.limits(), lines, request.client()));
            }
            case "review": {
                if (method.equals("GET")) {
                    return new Answer(200, games.get(id).review());
                }
                requireMethod(method, "GET, POST");
                GameSession game = games.get(id);
                Views.ReviewRequest review = body(request, Views.ReviewRequest.class, true);
                if (review.limits() == null) {
                    throw HttpProblem.badRequest("expected the key \"limits\", such as {\"limits\":{\"timeMs\":100}}");
                }
                games.endAnalysesOf(request.client(), game);
                return new Answer(202, game.startReview(review.limits(), request.client()));
            }
            case "review/stop":
                requireMethod(method, "POST");
                return new Answer(200, games.get(id).stopReview());
            case "analysis/stop":
                requireMethod(method, "POST");
                return new Answer(200, games.get(id).stopAnalysisAndWait());
            default:
                throw HttpProblem.notFound("no endpoint " + HttpProblem.oneLine(path));
        }
    }

    /** The game a body such as {"ruleSet":"standard"} sets up; none is the standard game. */
    Game newGame(JsonNode body) {
        GameSetup setup = body == null ? null : value(body, GameSetup.class);
        return Shogun.newGame(setup == null ? GameSetup.standard() : setup);
    }

    /** The record's text of a body such as {"sgn":"…"}; the game reads it. */
    private String recordText(ApiRequest request) {
        Views.Record record = body(request, Views.Record.class, true);
        if (record.sgn() == null) {
            throw HttpProblem.badRequest("expected the key \"sgn\" with a game record");
        }
        return record.sgn();
    }

    /** The path of a body such as {"path":[0,0,1]}. */
    private static NodePath nodePath(Views.PathRequest request) {
        if (request.path() == null) {
            throw HttpProblem.badRequest("expected the key \"path\", the child index at each ply such as [0, 0, 1]");
        }
        if (request.path().size() > GameSession.MAX_PLIES) {
            throw HttpProblem.unprocessable("a path of " + request.path().size() + " plies; this server keeps games to "
                    + GameSession.MAX_PLIES);
        }
        int[] indices = new int[request.path().size()];
        for (int i = 0; i < indices.length; i++) {
            Integer index = request.path().get(i);
            if (index == null || index < 0) {
                throw HttpProblem.badRequest("\"path\": expected child indices of 0 or more, found " + index + " at [" + i + "]");
            }
            indices[i] = index;
        }
        return NodePath.of(indices);
    }

    /** Refuses a method the endpoint does not take; one that takes GET takes HEAD too. */
    static void requireMethod(String method, String allowed) {
        if (!List.of(allowed.split(", ")).contains(method)) {
            throw HttpProblem.methodNotAllowed(allowed.replace("GET", "GET, HEAD"));
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

    private static Map<String, String> query(ApiRequest request) {
        Map<String, String> query = new HashMap<>();
        String raw = request.query();
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
    <T> T body(ApiRequest request, Class<T> type, boolean required) {
        byte[] bytes = request.body();
        if (bytes.length == 0 || new String(bytes, StandardCharsets.UTF_8).isBlank()) {
            if (required) {
                throw HttpProblem.badRequest("expected a JSON object in the request body");
            }
            return null;
        }
        if (!"application/json".equals(request.mediaType())) {
            throw new HttpProblem(415, "send the body as Content-Type: application/json");
        }
        JsonNode tree;
        try {
            tree = json.readTree(bytes);
        } catch (JsonProcessingException e) {
            String message = e.getOriginalMessage();
            throw HttpProblem.badRequest("malformed JSON: "
                    + (message.startsWith("Trailing token") ? "more than one value in the body" : plain(message)));
        } catch (IOException e) {
            throw HttpProblem.badRequest("malformed JSON: " + e.getMessage());
        }
        if (!tree.isObject()) {
            throw HttpProblem.badRequest("expected a JSON object, found " + kind(tree));
        }
        return value(tree, type);
    }

    /** Reads a JSON object as a type, each fault a one-line 400. */
    <T> T value(JsonNode tree, Class<T> type) {
        try {
            return json.treeToValue(tree, type);
        } catch (UnrecognizedPropertyException e) {
            String known = e.getKnownPropertyIds() == null ? "" : "; the keys are " + e.getKnownPropertyIds().stream()
                    .map(Object::toString).sorted().collect(Collectors.joining(", "));
            throw HttpProblem.badRequest("unknown key \"" + HttpProblem.oneLine(e.getPropertyName()) + "\"" + known);
        } catch (JsonMappingException e) {
            throw HttpProblem.badRequest(where(e) + plain(e.getOriginalMessage()));
        } catch (JsonProcessingException e) {
            throw HttpProblem.badRequest(plain(e.getOriginalMessage()));
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
     * Words a message of Jackson's for a client: no Java type names and no names of its settings.
     * {@code Cannot deserialize value of type `java.lang.Boolean` from String "yes"} becomes
     * {@code Cannot deserialize value of type true or false from String "yes"}.
     */
    static String plain(String message) {
        String text = message == null ? "" : message;
        // "(1001) exceeds the maximum allowed (1000, from `StreamReadConstraints.getMaxNestingDepth()`)"
        text = text.replaceAll("\\s*\\([^()]*`[^`]*Constraints[^`]*`[^()]*\\)", "");
        Matcher types = TYPE_NAME.matcher(text);
        StringBuilder out = new StringBuilder();
        while (types.find()) {
            types.appendReplacement(out, Matcher.quoteReplacement(describe(types.group(1))));
        }
        types.appendTail(out);
        return out.toString().replace("Cannot deserialize value of type", "expected").replace("Cannot coerce", "cannot take");
    }

    /** A Java type as a client knows it: {@code java.lang.Boolean} is "true or false". */
    private static String describe(String type) {
        String simple = type.substring(type.lastIndexOf('.') + 1).replace("$", " ");
        switch (simple) {
            case "Boolean", "boolean":
                return "true or false";
            case "Integer", "int", "Long", "long", "Short", "short", "BigInteger":
                return "a whole number";
            case "Double", "double", "Float", "float", "BigDecimal":
                return "a number";
            case "String":
                return "a string";
            default:
                return "a " + simple.replaceAll("([a-z])([A-Z])", "$1 $2").toLowerCase(Locale.ROOT).replace("[]", " list");
        }
    }

    private Answer problem(HttpProblem problem) {
        ObjectNode body = json.createObjectNode();
        body.put("error", problem.getMessage());
        if (problem.refusal() != null) {
            body.set("refusal", json.valueToTree(problem.refusal()));
        }
        return new Answer(problem.status(), body, problem.allow());
    }

    private ApiAnswer send(Answer answer) {
        byte[] bytes;
        try {
            bytes = answer.body() == null ? new byte[0] : json.writeValueAsBytes(answer.body());
        } catch (JsonProcessingException e) {
            throw new IllegalStateException("a view of the API could not be written as JSON", e);
        }
        ApiAnswer response = ApiAnswer.json(answer.status(), bytes);
        return answer.allow() == null ? response : response.with("Allow", answer.allow());
    }
}
