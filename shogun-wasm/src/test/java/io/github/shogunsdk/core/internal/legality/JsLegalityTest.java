package io.github.shogunsdk.core.internal.legality;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;

import io.github.shogunsdk.api.Variant;
import io.github.shogunsdk.core.internal.board.Board;
import io.github.shogunsdk.core.internal.board.JsBoard;
import io.github.shogunsdk.core.internal.movegen.MoveGenerator;
import java.util.Arrays;
import java.util.Random;
import org.junit.jupiter.api.Test;

/**
 * The JavaScript build's legality on 32-bit words ({@link JsLegality} on a {@link JsBoard}) answers
 * as the SDK's {@link Legality} on a {@link Board}, on the JVM, where both are plain classes: the
 * standard rules' legal moves in the same order, their count, each piece's destinations, and
 * whether a move leaves the king attacked, on 3 000 random boards from empty to crowded (up to 24
 * pawns a side, kings sometimes missing), each also after a few moves made and taken back, which
 * must leave the same Zobrist key. The coursework rules go through the SDK's own long code in both.
 */
class JsLegalityTest {

    @Test
    void theWordsGiveTheSameMovesAsTheLongs() {
        Random random = new Random(20261126L);
        int[] want = new int[MoveGenerator.MAX_MOVES];
        int[] got = new int[MoveGenerator.MAX_MOVES];
        for (int position = 0; position < 3_000; position++) {
            Board board = new Board();
            JsBoard words = new JsBoard();
            int pawns = random.nextInt(25);
            for (int colour = 0; colour < 2; colour++) {
                if (random.nextInt(5) > 0) {
                    put(board, words, random, colour, true, 1 + random.nextInt(2));
                }
                for (int i = 0; i < pawns; i++) {
                    put(board, words, random, colour, false, 1 + random.nextInt(4));
                }
            }
            int side = random.nextInt(2);
            board.setState(side, 0, 1);
            words.setState(side, 0, 1);
            assertEquals(board.key(), words.key(), "the key");
            long start = words.key();
            int made = 0;
            for (int ply = 0; ply < 4; ply++) {
                String where = "position " + position + " ply " + ply;
                long movers = board.pieces(board.sideToMove());
                int n = Legality.legalMoves(board, Variant.STANDARD, movers, want);
                assertEquals(n, JsLegality.legalMoves(words, Variant.STANDARD, movers, got), where);
                assertArrayEquals(Arrays.copyOf(want, n), Arrays.copyOf(got, n), where);
                assertEquals(n, JsLegality.countLegalMoves(words, Variant.STANDARD, movers), where);
                assertEquals(n, JsLegality.countAll(words), where);
                assertEquals(n, JsLegality.listAll(words, got), where);
                assertArrayEquals(Arrays.copyOf(want, n), Arrays.copyOf(got, n), where);
                assertEquals(n > 0, JsLegality.hasLegalMove(words, Variant.STANDARD, movers), where);
                long[] targets = new long[64];
                long[] wordTargets = new long[64];
                assertEquals(Legality.legalTargets(board, Variant.STANDARD, movers, targets),
                        JsLegality.legalTargets(words, Variant.STANDARD, movers, wordTargets), where);
                assertArrayEquals(targets, wordTargets, where);
                for (int i = 0; i < 8; i++) {
                    int from = random.nextInt(64);
                    int to = random.nextInt(64);
                    int colour = random.nextInt(2);
                    assertEquals(Legality.leavesKingAttacked(board, from, to, colour),
                            JsLegality.leavesKingAttacked(words, from, to, colour), where + " " + from + "-" + to);
                }
                if (n == 0) {
                    break;
                }
                int move = want[random.nextInt(n)];
                int energy = 1 + random.nextInt(board.isKing(MoveGenerator.from(move)) ? 2 : 4);
                board.make(MoveGenerator.from(move), MoveGenerator.to(move), energy);
                words.make(MoveGenerator.from(move), MoveGenerator.to(move), energy);
                made++;
                assertEquals(board.key(), words.key(), where);
                assertEquals(board.occupied(), words.occupied(), where);
            }
            for (; made > 0; made--) {
                board.unmake();
                words.unmake();
                assertEquals(board.key(), words.key(), "position " + position + " taken back");
                assertEquals(board.occupied(), words.occupied(), "position " + position + " taken back");
            }
            assertEquals(start, words.key(), "position " + position + " taken back to its start");
        }
    }

    private static void put(Board board, JsBoard words, Random random, int colour, boolean king, int energy) {
        int square = random.nextInt(64);
        if (board.colourAt(square) < 0) {
            board.put(square, colour, king, energy);
            words.put(square, colour, king, energy);
        }
    }
}
