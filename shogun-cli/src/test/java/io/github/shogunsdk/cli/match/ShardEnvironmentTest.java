package io.github.shogunsdk.cli.match;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.HashMap;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * {@code --shard auto/N}: the slice from a batch task's environment (docs/BATCH.md). The expected
 * slices follow from the two rules: Kubernetes index {@code i} is slice {@code i + 1}; Slurm task
 * {@code t} of an array from {@code min} in steps of {@code step} is slice
 * {@code (t − min) / step + 1}.
 */
class ShardEnvironmentTest {

    private static Map<String, String> env(String... pairs) {
        Map<String, String> map = new HashMap<>();
        for (int i = 0; i < pairs.length; i += 2) {
            map.put(pairs[i], pairs[i + 1]);
        }
        return map;
    }

    private static void assertRefused(String message, int count, Map<String, String> environment) {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> ShardEnvironment.resolve(count, environment));
        assertEquals(message, e.getMessage());
    }

    @Test
    void aKubernetesIndexCountsFromZero() {
        for (int index = 0; index < 4; index++) {
            assertEquals(new Shard(index + 1, 4),
                    ShardEnvironment.resolve(4, env("JOB_COMPLETION_INDEX", Integer.toString(index))));
        }
        assertEquals(new Shard(1, 1), ShardEnvironment.resolve(1, env("JOB_COMPLETION_INDEX", "0")));
    }

    @Test
    void aSlurmTaskCountsFromTheArraysFirstIndexInItsSteps() {
        // --array=1-4, --array=0-3 and --array=100-103 play the same four slices.
        for (int first : new int[] {0, 1, 100}) {
            for (int k = 1; k <= 4; k++) {
                assertEquals(new Shard(k, 4), ShardEnvironment.resolve(4, env("SLURM_ARRAY_TASK_ID",
                        Integer.toString(first + k - 1), "SLURM_ARRAY_TASK_MIN", Integer.toString(first),
                        "SLURM_ARRAY_TASK_COUNT", "4")));
            }
        }
        // --array=10-16:3 is tasks 10, 13 and 16: slices 1, 2 and 3.
        assertEquals(new Shard(3, 3), ShardEnvironment.resolve(3, env("SLURM_ARRAY_TASK_ID", "16",
                "SLURM_ARRAY_TASK_MIN", "10", "SLURM_ARRAY_TASK_STEP", "3")));
        // An empty variable counts as unset.
        assertEquals(new Shard(2, 4), ShardEnvironment.resolve(4, env("SLURM_ARRAY_TASK_ID", "1",
                "SLURM_ARRAY_TASK_MIN", "0", "JOB_COMPLETION_INDEX", "")));
    }

    @Test
    void bothAgreeingIsOneSlice() {
        assertEquals(new Shard(3, 4), ShardEnvironment.resolve(4, env("JOB_COMPLETION_INDEX", "2",
                "SLURM_ARRAY_TASK_ID", "3", "SLURM_ARRAY_TASK_MIN", "1")));
    }

    @Test
    void neitherSetBothDisagreeingOrOutOfRangeIsRefusedInOneLine() {
        assertRefused("the slice comes from JOB_COMPLETION_INDEX (a Kubernetes Indexed Job) or "
                + "SLURM_ARRAY_TASK_ID (a Slurm array), and neither is set", 4, env("SLURM_ARRAY_TASK_MIN", "1"));
        assertRefused("the slice comes from JOB_COMPLETION_INDEX (a Kubernetes Indexed Job) or "
                + "SLURM_ARRAY_TASK_ID (a Slurm array), and neither is set", 4, env("JOB_COMPLETION_INDEX", ""));
        assertRefused("JOB_COMPLETION_INDEX 2 makes slice 3 but SLURM_ARRAY_TASK_ID 2 makes slice 2: set only the "
                + "one of the batch system running the task", 4, env("JOB_COMPLETION_INDEX", "2",
                "SLURM_ARRAY_TASK_ID", "2", "SLURM_ARRAY_TASK_MIN", "1"));
        assertRefused("JOB_COMPLETION_INDEX is 4, but the pods of a match cut into 4 slices are indexed 0 to 3: "
                + "completions must be 4", 4, env("JOB_COMPLETION_INDEX", "4"));
        assertRefused("SLURM_ARRAY_TASK_ID is 5 in an array from 1, but the tasks of a match cut into 4 slices are "
                + "1 to 4", 4, env("SLURM_ARRAY_TASK_ID", "5", "SLURM_ARRAY_TASK_MIN", "1"));
        assertRefused("SLURM_ARRAY_TASK_ID is 0 in an array from 1, but the tasks of a match cut into 4 slices are "
                + "1 to 4", 4, env("SLURM_ARRAY_TASK_ID", "0", "SLURM_ARRAY_TASK_MIN", "1"));
        assertRefused("SLURM_ARRAY_TASK_ID is 11 in an array from 10 in steps of 3, but the tasks of a match cut "
                + "into 3 slices are 10, 13 … 16", 3, env("SLURM_ARRAY_TASK_ID", "11", "SLURM_ARRAY_TASK_MIN", "10",
                "SLURM_ARRAY_TASK_STEP", "3"));
        assertRefused("the Slurm array has 8 tasks (SLURM_ARRAY_TASK_COUNT), but the match is cut into 4 slices", 4, env("SLURM_ARRAY_TASK_ID", "1", "SLURM_ARRAY_TASK_MIN", "1",
                "SLURM_ARRAY_TASK_COUNT", "8"));
        assertRefused("SLURM_ARRAY_TASK_ID is set but SLURM_ARRAY_TASK_MIN is not, so the array's first index is "
                + "unknown", 4, env("SLURM_ARRAY_TASK_ID", "1"));
    }

    @Test
    void aValueThatIsNotAWholeNumberIsShownEscapedAndCut() {
        assertRefused("JOB_COMPLETION_INDEX must be a whole number from 0 to 999999999, not '-1'", 4,
                env("JOB_COMPLETION_INDEX", "-1"));
        assertRefused("JOB_COMPLETION_INDEX must be a whole number from 0 to 999999999, not '1\\n2'", 4,
                env("JOB_COMPLETION_INDEX", "1\n2"));
        assertRefused("SLURM_ARRAY_TASK_ID must be a whole number from 0 to 999999999, not '1234567890'", 4,
                env("SLURM_ARRAY_TASK_ID", "1234567890", "SLURM_ARRAY_TASK_MIN", "0"));
        assertRefused("SLURM_ARRAY_TASK_STEP is 0, which no array has", 4,
                env("SLURM_ARRAY_TASK_ID", "1", "SLURM_ARRAY_TASK_MIN", "0", "SLURM_ARRAY_TASK_STEP", "0"));
        String longValue = "x".repeat(10_000);
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> ShardEnvironment.resolve(4, env("JOB_COMPLETION_INDEX", longValue)));
        assertEquals(1, e.getMessage().lines().count());
        assertEquals(true, e.getMessage().length() < 200, e.getMessage());
    }
}
