package io.github.shogunsdk.core.internal.convert;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.shogunsdk.api.Move;
import io.github.shogunsdk.api.Position;
import io.github.shogunsdk.api.Variant;
import io.github.shogunsdk.core.internal.board.Board;
import io.github.shogunsdk.core.properties.PositionArbitraries;
import java.lang.reflect.Field;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Set;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import net.jqwik.api.constraints.IntRange;

/**
 * A list of legal moves makes its {@code Move} values when it is made, so that reading it, the
 * loop an application runs over every move, only looks them up: starting from an empty table of
 * moves (a program that has made none yet), making a list leaves in the table every move it
 * holds, and reading it by iterator and by index adds nothing to the table and hands out exactly
 * the instances the table holds.
 */
class MoveListReadingPropertiesTest {

    @Provide
    Arbitrary<Position> positions() {
        return PositionArbitraries.positions();
    }

    @Property(tries = 200)
    void aListMakesItsMovesWhenMadeSoThatReadingItMakesNone(@ForAll("positions") Position position,
            @ForAll @IntRange(min = 0, max = 2) int variantIndex) throws ReflectiveOperationException {
        Move[] table = emptiedTable();
        Board board = BoardConversion.toBoard(position);
        List<Move> moves = MoveLists.legal(board, board.pieces(board.sideToMove()), Variant.values()[variantIndex]);
        Move[] made = table.clone();
        Set<Move> madeInstances = Collections.newSetFromMap(new IdentityHashMap<>());
        madeInstances.addAll(Arrays.asList(made));

        List<Move> read = new ArrayList<>();
        for (Move move : moves) {
            read.add(move);
        }
        for (int i = 0; i < moves.size(); i++) {
            read.add(moves.get(i));
        }

        assertEquals(2 * moves.size(), read.size());
        assertArrayEquals(made, table, () -> position + ": reading the list made moves");
        for (Move move : read) {
            assertTrue(madeInstances.contains(move), () -> position + ": " + move + " was not made with the list");
        }
    }

    /** Empties the shared table of moves and its record of squares done; returns the table. */
    private static Move[] emptiedTable() throws ReflectiveOperationException {
        Field movesField = MoveFactory.class.getDeclaredField("MOVES");
        movesField.setAccessible(true);
        Move[] table = (Move[]) movesField.get(null);
        Arrays.fill(table, null);
        Field rows = MoveFactory.class.getDeclaredField("madeRows");
        rows.setAccessible(true);
        rows.setLong(null, 0L);
        return table;
    }
}
