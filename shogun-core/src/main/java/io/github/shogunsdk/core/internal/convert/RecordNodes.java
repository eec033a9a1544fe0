package io.github.shogunsdk.core.internal.convert;

import io.github.shogunsdk.api.MovePath;
import io.github.shogunsdk.api.RecordNode;
import io.github.shogunsdk.api.internal.ApiAccess;
import java.util.List;
import java.util.Set;

/**
 * Makes the record nodes of a record the core has read and checked, through the API's internal
 * bridge (this package is the one that uses it): a node of a long record is then made without
 * the copies and checks of {@code RecordNode.of}, which the reader has done already.
 */
public final class RecordNodes {

    private static final ApiAccess ACCESS = ApiAccess.get();

    private RecordNodes() {
    }

    /**
     * Makes a node from parts the record reader has checked and normalised.
     *
     * @param path the path the piece took
     * @param landingEnergy the mover's energy after landing, 1 to 4
     * @param comment the normalised comment, empty for none
     * @param glyphs numbers from 1 to 255
     * @param variations unmodifiable lists of unmodifiable non-empty lines, changed by nothing afterwards
     * @return the node
     */
    public static RecordNode checked(MovePath path, int landingEnergy, String comment, Set<Integer> glyphs,
            List<List<RecordNode>> variations) {
        return ACCESS.recordNode(path, landingEnergy, comment, glyphs, variations);
    }
}
