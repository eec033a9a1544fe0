package io.github.shogunsdk.cli.web.seat;

import io.github.shogunsdk.api.Colour;
import io.github.shogunsdk.cli.web.clock.GameClock;
import io.github.shogunsdk.cli.web.clock.PlainData;
import java.util.LinkedHashMap;
import java.util.Locale;
import java.util.Map;

/** The plain-data forms of a {@link TwoPlayerFlow}: the store's (version 1) and the page's view. */
final class FlowData {

    private FlowData() {
    }

    static Map<String, Object> write(TwoPlayerFlow flow) {
        Map<String, Object> data = new LinkedHashMap<>();
        data.put("v", TwoPlayerFlow.DATA_VERSION);
        data.put("seats", flow.seats().toData());
        data.put("clock", flow.clock().toData());
        data.put("phase", flow.phase().name().toLowerCase(Locale.ROOT));
        data.put("plies", flow.plies());
        data.put("toMove", PlainData.colourName(flow.toMove()));
        data.put("joined", pair(flow.whiteJoined(), flow.redJoined()));
        data.put("drawOfferedBy", colour(flow.drawOfferedBy()));
        data.put("declinedAt", pair(flow.whiteDeclinedAt(), flow.redDeclinedAt()));
        data.put("result", flow.result() == null ? null : flow.result().toData());
        data.put("rematch", pair(flow.whiteAsksRematch(), flow.redAsksRematch()));
        data.put("previousGame", flow.previousGame());
        data.put("nextGame", flow.nextGame());
        return data;
    }

    static TwoPlayerFlow read(Map<String, ?> data) {
        PlainData.requireVersion(data, "a two-player game", TwoPlayerFlow.DATA_VERSION);
        Invitation seats = Invitation.fromData(PlainData.map(data, "seats"));
        GameClock clock = GameClock.fromData(PlainData.map(data, "clock"));
        String phaseText = PlainData.text(data, "phase");
        TwoPlayerFlow.Phase phase = null;
        for (TwoPlayerFlow.Phase p : TwoPlayerFlow.Phase.values()) {
            if (p.name().toLowerCase(Locale.ROOT).equals(phaseText)) {
                phase = p;
            }
        }
        if (phase == null) {
            throw new IllegalArgumentException("\"phase\" should be waiting, playing or over");
        }
        Colour toMove = PlainData.colour(data, "toMove");
        if (toMove == null) {
            throw new IllegalArgumentException("\"toMove\" should be white or red");
        }
        Map<String, ?> joined = PlainData.map(data, "joined");
        Map<String, ?> declined = PlainData.map(data, "declinedAt");
        Map<String, ?> rematch = PlainData.map(data, "rematch");
        FlowResult result = data.get("result") == null ? null : FlowResult.fromData(PlainData.map(data, "result"));
        return new TwoPlayerFlow(seats, clock, phase, (int) PlainData.whole(data, "plies", 0, Integer.MAX_VALUE), toMove,
                PlainData.flag(joined, "white"), PlainData.flag(joined, "red"), PlainData.colour(data, "drawOfferedBy"),
                (int) PlainData.whole(declined, "white", -1, Integer.MAX_VALUE), (int) PlainData.whole(declined, "red", -1, Integer.MAX_VALUE),
                result, PlainData.flag(rematch, "white"), PlainData.flag(rematch, "red"),
                gameId(data, "previousGame"), gameId(data, "nextGame"));
    }

    /** What every viewer sees: the store's form without the seats, and the clock as a snapshot. */
    static Map<String, Object> view(TwoPlayerFlow flow, long now) {
        Map<String, Object> view = new LinkedHashMap<>();
        view.put("phase", flow.phase().name().toLowerCase(Locale.ROOT));
        view.put("plies", flow.plies());
        view.put("toMove", PlainData.colourName(flow.toMove()));
        view.put("joined", pair(flow.whiteJoined(), flow.redJoined()));
        view.put("clock", flow.clock().snapshot(now).toData());
        view.put("timeControl", flow.clock().control().text());
        // The game names the engine's side itself, so that any seat link (on any device) lets it move.
        view.put("engine", colour(flow.clock().engineSide()));
        view.put("drawOfferedBy", colour(flow.drawOfferedBy()));
        view.put("result", flow.result() == null ? null : flow.result().toData());
        view.put("rematch", pair(flow.whiteAsksRematch(), flow.redAsksRematch()));
        view.put("previousGame", flow.previousGame());
        view.put("nextGame", flow.nextGame());
        return view;
    }

    private static String gameId(Map<String, ?> data, String key) {
        String id = PlainData.optionalText(data, key);
        if (id != null && (id.isEmpty() || id.length() > 64 || !id.chars().allMatch(c -> c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9'))) {
            throw new IllegalArgumentException("\"" + key + "\" should be a game id of letters and digits");
        }
        return id;
    }

    private static Map<String, Object> pair(Object white, Object red) {
        Map<String, Object> pair = new LinkedHashMap<>();
        pair.put("white", white);
        pair.put("red", red);
        return pair;
    }

    private static String colour(Colour colour) {
        return colour == null ? null : PlainData.colourName(colour);
    }
}
