package io.github.shogunsdk.benchmarks;

import io.github.shogunsdk.api.Move;
import io.github.shogunsdk.api.Position;
import io.github.shogunsdk.api.Rules;
import io.github.shogunsdk.api.Shogun;
import io.github.shogunsdk.api.Variant;
import io.github.shogunsdk.api.Square;
import io.github.shogunsdk.core.internal.board.Board;
import io.github.shogunsdk.core.internal.convert.BoardConversion;
import io.github.shogunsdk.core.internal.legality.Attacks;
import io.github.shogunsdk.core.internal.legality.Legality;
import io.github.shogunsdk.core.internal.movegen.MoveGenerator;
import io.github.shogunsdk.core.reference.Reference;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OperationsPerInvocation;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.infra.Blackhole;

/**
 * Legal moves of the side to move on {@value MidGamePositions#COUNT} random mid-game positions
 * (standard rules), several ways, all in one run so that their ratios share the machine's load.
 * Scores are positions per second; with {@code -prof gc}, {@code gc.alloc.rate.norm} is the bytes
 * allocated per position.
 *
 * <ul>
 *   <li>{@code api}: {@link Rules#legalMoves(Position)}, what an application calls: generates and
 *       builds the sorted list of {@code Move} values, on positions asked about before (their
 *       board form is kept with them);
 *   <li>{@code apiRead}: the same, reading every {@code Move} of each list;
 *   <li>{@code apiFresh}: the same on a new {@code Position} object each time (an equal copy made
 *       with {@code withCounters}), so the position is converted to the board on every call;
 *   <li>{@code apiPerSquare}: what a frontend asks of every square of a position: reach,
 *       attackers and legal moves of the piece there, through the API;
 *   <li>{@code boardPerSquare}: the same questions on the core's board, answered as bitboards;
 *   <li>{@code board}: the core's allocation-free path, packed moves into a buffer
 *       ({@link Legality#legalMoves});
 *   <li>{@code boardCount}: the same moves only counted ({@link Legality#countLegalMoves}, perft's
 *       last ply);
 *   <li>{@code reference}: the test tree's obviously-correct reference model, for the ratio.
 * </ul>
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.Throughput)
@OutputTimeUnit(TimeUnit.SECONDS)
@OperationsPerInvocation(MidGamePositions.COUNT)
public class MoveGenerationBenchmark {

    private final Rules rules = Shogun.rules();
    private final int[] buffer = new int[MoveGenerator.MAX_MOVES];
    private Position[] positions;
    private Board[] boards;

    /** Creates the benchmark; JMH calls it. */
    public MoveGenerationBenchmark() {
    }

    /** Builds the positions and their boards. */
    @Setup
    public void setUp() {
        positions = MidGamePositions.generate(MidGamePositions.COUNT).toArray(Position[]::new);
        boards = new Board[positions.length];
        for (int i = 0; i < positions.length; i++) {
            boards[i] = BoardConversion.toBoard(positions[i]);
        }
    }

    /**
     * The public API.
     *
     * @param sink keeps the lists alive
     */
    @Benchmark
    public void api(Blackhole sink) {
        for (Position position : positions) {
            sink.consume(rules.legalMoves(position));
        }
    }

    /**
     * The public API, reading every move of each list: a list hands out its {@code Move} values
     * as they are read, so {@link #api} alone does not pay for them.
     *
     * @param sink keeps the moves alive
     */
    @Benchmark
    public void apiRead(Blackhole sink) {
        for (Position position : positions) {
            for (Move move : rules.legalMoves(position)) {
                sink.consume(move);
            }
        }
    }

    /**
     * The public API on a new position object each time: conversion included.
     *
     * @param sink keeps the lists alive
     */
    @Benchmark
    public void apiFresh(Blackhole sink) {
        for (Position position : positions) {
            sink.consume(rules.legalMoves(position.withCounters(position.quietPlies(), position.moveNumber())));
        }
    }

    /**
     * Every square of a position through the API: reach, attackers and legal moves.
     *
     * @param sink keeps the answers alive
     */
    @Benchmark
    public void apiPerSquare(Blackhole sink) {
        for (Position position : positions) {
            for (Square square : Square.all()) {
                sink.consume(rules.reach(position, square));
                sink.consume(rules.attackers(position, square));
                sink.consume(rules.legalMoves(position, square));
            }
        }
    }

    /**
     * Every square of a position on the core's board: reach, attackers and legal moves as bits.
     *
     * @return a checksum, so the work is not optimised away
     */
    @Benchmark
    public long boardPerSquare() {
        long sum = 0;
        for (Board board : boards) {
            for (int square = 0; square < 64; square++) {
                int colour = board.colourAt(square);
                if (colour < 0) {
                    continue;
                }
                sum += MoveGenerator.reach(board, square);
                sum += Attacks.controllers(board, square, colour ^ 1);
                if (colour == board.sideToMove()) {
                    sum += Legality.legalMoves(board, Variant.STANDARD, 1L << square, buffer);
                }
            }
        }
        return sum;
    }

    /**
     * The core's board: packed moves into a buffer.
     *
     * @return the number of moves, so the work is not optimised away
     */
    @Benchmark
    public int board() {
        int moves = 0;
        for (Board board : boards) {
            moves += Legality.legalMoves(board, Variant.STANDARD, board.pieces(board.sideToMove()), buffer);
        }
        return moves;
    }

    /**
     * The core's board: moves counted, not listed.
     *
     * @return the number of moves
     */
    @Benchmark
    public int boardCount() {
        int moves = 0;
        for (Board board : boards) {
            moves += Legality.countLegalMoves(board, Variant.STANDARD, board.pieces(board.sideToMove()));
        }
        return moves;
    }

    /**
     * The reference model of the tests.
     *
     * @param sink keeps the sets alive
     */
    @Benchmark
    public void reference(Blackhole sink) {
        for (Position position : positions) {
            sink.consume(Reference.legalMoves(position, Variant.STANDARD));
        }
    }
}
