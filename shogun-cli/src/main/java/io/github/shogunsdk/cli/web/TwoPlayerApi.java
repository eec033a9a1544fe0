package io.github.shogunsdk.cli.web;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.github.shogunsdk.api.Colour;
import io.github.shogunsdk.cli.web.clock.TimeControl;
import io.github.shogunsdk.cli.web.game.GameRegistry;
import io.github.shogunsdk.cli.web.game.GameSession;
import io.github.shogunsdk.cli.web.game.TwoPlayerGame;
import io.github.shogunsdk.cli.web.game.TwoPlayerViews;
import io.github.shogunsdk.cli.web.game.Views;
import io.github.shogunsdk.cli.web.seat.SeatLinks;
import java.util.List;
import java.util.Optional;
import java.util.Set;

/**
 * The JSON API's routes of games for two people ({@link TwoPlayerGame}): their creation, and
 * every request naming such a game, which acts with the seat token sent in the header
 * {@code Authorization: Seat <token>} (never in a URL, so never in a log). Undo, redo, going to a
 * move, deleting a variation and the engine's help (analysis, review, hints) are refused while such
 * a game is on, and open to its seats once it has a result. The endpoints are listed in
 * {@code docs/WEB.md}.
 */
final class TwoPlayerApi {

    /** What {@code "mode"} names for a game between two people on two devices. */
    static final String MODE = "two-players";

    /** What {@code "mode"} names for a game against the engine with a clock. */
    static final String ENGINE_MODE = "engine";

    private static final String TREE_REFUSAL = "a game for two has no undo, redo, going to a move or deleting a "
            + "variation while it is on: every move played stands";

    /** The endpoints under a game's id, of any game (the plain ones first) and of games with seats. */
    private static final Set<String> ENDPOINTS = Set.of("", "moves", "why-not", "play", "undo", "redo", "resign", "search",
            "search/stop", "sgn", "goto", "delete-variation", "analysis", "analysis/stop", "review", "review/stop", "join",
            "draw/offer", "draw/accept", "draw/decline", "rematch");

    private final GameRegistry games;
    private final Api api;

    TwoPlayerApi(GameRegistry games, Api api) {
        this.games = games;
        this.api = api;
    }

    /**
     * Makes a game for two from a body such as {@code {"mode":"two-players","timeControl":"5+3"}},
     * with the setup's keys beside them.
     */
    Api.Answer create(ApiRequest request, ObjectNode body) {
        JsonNode mode = body.remove("mode");
        boolean engine = mode.isTextual() && mode.textValue().equals(ENGINE_MODE);
        if (!engine && !(mode.isTextual() && mode.textValue().equals(MODE))) {
            throw HttpProblem.badRequest("\"mode\": expected \"" + MODE + "\" (a game between two people, each with a seat "
                    + "link) or \"" + ENGINE_MODE + "\" (against the engine with a clock), or no mode for a game against the "
                    + "engine or on one screen without a clock");
        }
        JsonNode side = body.remove("engine");
        Colour engineSide = null;
        if (engine) {
            if (side == null || !side.isTextual() || !List.of("white", "red").contains(side.textValue())) {
                throw HttpProblem.badRequest("\"engine\": expected \"white\" or \"red\", the side the engine plays");
            }
            engineSide = side.textValue().equals("white") ? Colour.WHITE : Colour.RED;
        } else if (side != null) {
            throw HttpProblem.badRequest("\"engine\": a game for two people has no engine side");
        }
        JsonNode control = body.remove("timeControl");
        TimeControl timeControl;
        if (control == null || control.isNull()) {
            timeControl = TimeControl.parse("none");
        } else if (!control.isTextual()) {
            throw HttpProblem.badRequest("\"timeControl\": expected a text such as \"5+3\", \"30s/move\" or \"none\"");
        } else {
            try {
                timeControl = TimeControl.parse(control.textValue());
            } catch (IllegalArgumentException e) {
                throw HttpProblem.badRequest("\"timeControl\": " + e.getMessage());
            }
        }
        return new Api.Answer(201, engine ? games.addAgainstEngine(api.newGame(body), timeControl, engineSide, request.client())
                : games.addTwoPlayers(api.newGame(body), timeControl, request.client()), null);
    }

    /**
     * Answers a request under {@code /api/games/<id>} when the game is one for two.
     *
     * @param action the parts of the path after the id (none for the game itself)
     * @return the answer, or null when the game is not one for two (the caller answers it)
     */
    Api.Answer route(ApiRequest request, String method, String id, List<String> action) {
        String endpoint = String.join("/", action);
        if (!ENDPOINTS.contains(endpoint)) {
            return null;   // no such endpoint, of any game: the caller says so
        }
        GameSession session = games.get(id);
        Optional<TwoPlayerGame> found = TwoPlayerGame.of(session);
        if (found.isEmpty()) {
            return null;
        }
        TwoPlayerGame game = found.get();
        String token = SeatLinks.authorization(request.header(SeatLinks.HEADER));
        switch (endpoint) {
            case "":
                if (method.equals("DELETE")) {
                    throw HttpProblem.conflict("a game for two is not deleted by a player: it is swept once it has "
                            + "not changed for the days the server keeps games");
                }
                Api.requireMethod(method, "GET");
                return ok(game.view(token));
            case "join":
                Api.requireMethod(method, "POST");
                return ok(game.join(token));
            case "play": {
                Api.requireMethod(method, "POST");
                TwoPlayerViews.MoveRequest move = api.body(request, TwoPlayerViews.MoveRequest.class, true);
                if (move.move() == null || move.after() == null) {
                    throw HttpProblem.badRequest("expected the keys \"move\" and \"after\" (the plies the game had when "
                            + "the move was chosen), such as {\"move\":\"d1d3\",\"after\":0}");
                }
                return ok(game.play(token, move.move(), move.shape(), move.after(),
                        move.thoughtMs() == null ? -1 : move.thoughtMs()));
            }
            case "draw/offer":
                Api.requireMethod(method, "POST");
                return ok(game.offerDraw(token));
            case "draw/accept":
                Api.requireMethod(method, "POST");
                return ok(game.answerDraw(token, true));
            case "draw/decline":
                Api.requireMethod(method, "POST");
                return ok(game.answerDraw(token, false));
            case "resign": {
                Api.requireMethod(method, "POST");
                Views.ResignRequest resign = api.body(request, Views.ResignRequest.class, false);
                if (resign != null && resign.side() != null) {
                    throw HttpProblem.badRequest("in a game for two a seat resigns for itself: send no \"side\"");
                }
                return ok(game.resign(token));
            }
            case "rematch":
                Api.requireMethod(method, "POST");
                return ok(game.askRematch(token));
            case "moves", "why-not", "sgn":
                Api.requireMethod(method, "GET");
                game.requireSeat(token);
                return null;   // a seat reads them as in any game
            case "undo", "redo", "goto", "delete-variation":
                game.requireFinished(token, TREE_REFUSAL);
                return null;   // once the game has a result, its record is walked and edited as any game's
            case "search", "search/stop":
                game.requireSeat(token);
                return null;   // the engine's own move, limited by its clock; a hint once the game has a result
            case "analysis", "analysis/stop", "review", "review/stop":
                game.requireFinished(token, TwoPlayerGame.NO_HELP);
                return null;   // once the game has a result, as in any game
            default:
                throw HttpProblem.notFound("no endpoint " + HttpProblem.oneLine(request.path()));
        }
    }

    private static Api.Answer ok(Object body) {
        return new Api.Answer(200, body, null);
    }

}
