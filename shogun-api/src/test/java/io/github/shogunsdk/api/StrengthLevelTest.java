package io.github.shogunsdk.api;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * {@link StrengthLevel#parse} reads the six names in any ASCII letter case, and nothing that only
 * a Unicode case fold turns into one of them.
 */
class StrengthLevelTest {

    @Test
    void theNamesReadInAsciiCaseOnlyAndLookalikesAreRefusedWithTheList() {
        assertEquals(StrengthLevel.STRONG, StrengthLevel.parse("strong"));
        assertEquals(StrengthLevel.STRONG, StrengthLevel.parse("STRONG"));
        assertEquals(StrengthLevel.BEGINNER, StrengthLevel.parse("BeGiNnEr"));
        assertEquals(StrengthLevel.CASUAL, StrengthLevel.parse("Casual"));
        // ſ (long s) upper-cases to S; ı (dotless i) upper-cases to I; İ (dotted capital I) lower-cases to i;
        // the full-width letters fold to nothing ASCII.
        for (String lookalike : List.of("\u017Ftrong", "ca\u017Fual", "beg\u0131nner", "beg\u0130nner",
                "\uFF33\uFF34\uFF32\uFF2F\uFF2E\uFF27")) {
            IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                    () -> StrengthLevel.parse(lookalike));
            assertEquals("a strength level is beginner, casual, club, strong, expert or full, not \"" + lookalike
                    + "\"", e.getMessage());
        }
    }
}
