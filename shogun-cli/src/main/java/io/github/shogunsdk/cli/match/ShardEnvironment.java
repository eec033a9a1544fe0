package io.github.shogunsdk.cli.match;

import io.github.shogunsdk.api.spi.Messages;
import java.util.Map;

/**
 * The slice a batch system gives one task of a match cut into {@code N} slices ({@code match
 * --shard auto/N}), read from the task's environment:
 *
 * <ul>
 *   <li>a Kubernetes Indexed Job sets {@value #KUBERNETES} to the pod's completion index, from 0:
 *       index {@code i} plays slice {@code i + 1};</li>
 *   <li>a Slurm array sets {@value #SLURM} to the task's index in the array, which may start
 *       anywhere ({@code --array=0-7}, {@code --array=1-8}, {@code --array=100-114:2}), with
 *       {@value #SLURM_MIN} its first index and {@value #SLURM_STEP} its step (1 when unset): task
 *       {@code t} plays slice {@code (t − min) / step + 1}. Without {@value #SLURM_MIN} the
 *       array's first index is unknown and the task is refused rather than guessed; when
 *       {@value #SLURM_COUNT} is set it must be {@code N}, so an array of the wrong size stops at
 *       once instead of leaving slices unplayed.</li>
 * </ul>
 *
 * <p>A task is refused, with one line naming the variable, when neither is set (an empty value
 * counts as unset), when a value is not a whole number, when both are set and give different
 * slices, or when the slice is not one of 1 to {@code N}.
 */
public final class ShardEnvironment {

    /** The completion index of a pod of a Kubernetes Indexed Job, from 0. */
    public static final String KUBERNETES = "JOB_COMPLETION_INDEX";
    /** The index of a task of a Slurm array. */
    public static final String SLURM = "SLURM_ARRAY_TASK_ID";
    /** The first index of a Slurm array. */
    public static final String SLURM_MIN = "SLURM_ARRAY_TASK_MIN";
    /** The step between the indexes of a Slurm array. */
    public static final String SLURM_STEP = "SLURM_ARRAY_TASK_STEP";
    /** The number of tasks of a Slurm array. */
    public static final String SLURM_COUNT = "SLURM_ARRAY_TASK_COUNT";

    /** The longest index read: nine digits always fit an {@code int}. */
    private static final int MAX_DIGITS = 9;

    private ShardEnvironment() {
    }

    /**
     * Finds this task's slice.
     *
     * @param count how many slices the match is cut into, 1 to {@link Shard#MAX_COUNT}
     * @param environment the task's environment, such as {@link System#getenv()}
     * @return the slice, {@code K/count}
     * @throws IllegalArgumentException in one line, naming the variable at fault
     */
    public static Shard resolve(int count, Map<String, String> environment) {
        if (count < 1 || count > Shard.MAX_COUNT) {
            throw new IllegalArgumentException("a match is cut into 1 to " + Shard.MAX_COUNT + " slices, not " + count);
        }
        String pod = value(environment, KUBERNETES);
        String task = value(environment, SLURM);
        if (pod == null && task == null) {
            throw new IllegalArgumentException("the slice comes from " + KUBERNETES + " (a Kubernetes Indexed Job) or "
                    + SLURM + " (a Slurm array), and neither is set");
        }
        Integer fromPod = pod == null ? null : fromKubernetes(count, pod);
        Integer fromTask = task == null ? null : fromSlurm(count, task, environment);
        if (fromPod != null && fromTask != null && !fromPod.equals(fromTask)) {
            throw new IllegalArgumentException(KUBERNETES + " " + pod + " makes slice " + fromPod + " but " + SLURM + " "
                    + task + " makes slice " + fromTask + ": set only the one of the batch system running the task");
        }
        return new Shard(fromPod != null ? fromPod : fromTask, count);
    }

    private static int fromKubernetes(int count, String pod) {
        int index = number(KUBERNETES, pod);
        if (index >= count) {
            throw new IllegalArgumentException(KUBERNETES + " is " + index + ", but the pods of a match cut into " + count
                    + " slices are indexed 0 to " + (count - 1) + ": completions must be " + count);
        }
        return index + 1;
    }

    private static int fromSlurm(int count, String task, Map<String, String> environment) {
        int index = number(SLURM, task);
        String first = value(environment, SLURM_MIN);
        if (first == null) {
            throw new IllegalArgumentException(SLURM + " is set but " + SLURM_MIN
                    + " is not, so the array's first index is unknown");
        }
        int min = number(SLURM_MIN, first);
        String stepText = value(environment, SLURM_STEP);
        int step = stepText == null ? 1 : number(SLURM_STEP, stepText);
        if (step == 0) {
            throw new IllegalArgumentException(SLURM_STEP + " is 0, which no array has");
        }
        String tasks = value(environment, SLURM_COUNT);
        if (tasks != null && number(SLURM_COUNT, tasks) != count) {
            throw new IllegalArgumentException("the Slurm array has " + number(SLURM_COUNT, tasks) + " tasks ("
                    + SLURM_COUNT + "), but the match is cut into " + count + " slices");
        }
        String array = "an array from " + min + (step == 1 ? "" : " in steps of " + step);
        if (index < min || (index - min) % step != 0 || (index - min) / step >= count) {
            throw new IllegalArgumentException(SLURM + " is " + index + " in " + array + ", but the tasks of a match "
                    + "cut into " + count + " slices are " + min + (step == 1 ? " to " : ", " + (min + step) + " … ")
                    + ((long) min + (long) (count - 1) * step));
        }
        return (index - min) / step + 1;
    }

    /** The variable's value, or null when it is unset or empty. */
    private static String value(Map<String, String> environment, String name) {
        String text = environment.get(name);
        return text == null || text.isEmpty() ? null : text;
    }

    private static int number(String name, String text) {
        boolean digits = !text.isEmpty() && text.length() <= MAX_DIGITS;
        for (int i = 0; digits && i < text.length(); i++) {
            digits = text.charAt(i) >= '0' && text.charAt(i) <= '9';
        }
        if (!digits) {
            throw new IllegalArgumentException(name + " must be a whole number from 0 to 999999999, not '"
                    + Messages.oneLine(text) + "'");
        }
        return Integer.parseInt(text);
    }
}
