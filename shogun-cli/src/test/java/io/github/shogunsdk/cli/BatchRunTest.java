package io.github.shogunsdk.cli;

import static io.github.shogunsdk.cli.CommandLine.run;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.shogunsdk.cli.CommandLine.Result;
import java.io.File;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.condition.EnabledOnOs;
import org.junit.jupiter.api.condition.OS;
import org.junit.jupiter.api.io.TempDir;

/**
 * The repository's batch scripts (deploy/batch) run here as a batch system would run them: N
 * processes at once, each with the environment of one task — {@code JOB_COMPLETION_INDEX} of a
 * Kubernetes Indexed Job, or {@code SLURM_ARRAY_TASK_ID} and its array's variables — then the
 * merge step; the merged report, JSON and text, equals the report of the same match played
 * unsplit. The scripts are the shipped ones: the Kubernetes ones taken from the manifest, with its
 * volume's mount path pointed at a temporary folder; {@code shogun} is this build's command line.
 * A task without either variable, or with both disagreeing, is refused with one line and status 2.
 */
// Slow, so the quick profile leaves it out (CONTRIBUTING.md): a dozen JVMs started as processes.
@Tag("slow")
@EnabledOnOs({OS.LINUX, OS.MAC})
class BatchRunTest {

    /** A quick match: 7 pairs, so with 4 slices three play two pairs and one plays one. */
    private static final String MATCH = "--white greedy --red random --games 14 --seed 3";
    private static final long WAIT_SECONDS = 300;
    private static final List<String> TASK_VARIABLES = List.of("JOB_COMPLETION_INDEX", "SLURM_ARRAY_TASK_ID",
            "SLURM_ARRAY_TASK_MIN", "SLURM_ARRAY_TASK_MAX", "SLURM_ARRAY_TASK_STEP", "SLURM_ARRAY_TASK_COUNT",
            "SLURM_ARRAY_JOB_ID", "MATCH_JOB", "SHOGUN_RESULTS", "MATCH_ARGS");

    @TempDir
    Path dir;

    private Path bin;

    @BeforeEach
    void shogunOnThePath() throws IOException {
        bin = Files.createDirectories(dir.resolve("bin"));
        Path shogun = bin.resolve("shogun");
        Files.writeString(shogun, "#!/bin/sh\nexec '" + Path.of(System.getProperty("java.home"), "bin", "java")
                + "' -XX:TieredStopAtLevel=1 -XX:+UseSerialGC -cp \"$SHOGUN_TEST_CLASS_PATH\" "
                + ShogunCommand.class.getName() + " \"$@\"\n");
        assertTrue(shogun.toFile().setExecutable(true));
    }

    /** Starts a shell script with the task's variables and nothing of this JVM's own task. */
    private Process start(String shell, String script, Map<String, String> variables) throws IOException {
        ProcessBuilder builder = new ProcessBuilder(shell, "-c", script).redirectErrorStream(true);
        Map<String, String> env = builder.environment();
        TASK_VARIABLES.forEach(env::remove);
        env.put("PATH", bin + File.pathSeparator + System.getenv("PATH"));
        env.put("SHOGUN_TEST_CLASS_PATH", System.getProperty("java.class.path"));
        env.putAll(variables);
        return builder.start();
    }

    private static String finish(Process process) throws IOException, InterruptedException {
        String out = new String(process.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        assertTrue(process.waitFor(WAIT_SECONDS, TimeUnit.SECONDS), out);
        assertEquals(0, process.exitValue(), out);
        return out;
    }

    /** Runs every task at once, then the merge; returns what the merge printed. */
    private String runAll(String shell, List<String> tasks, List<Map<String, String>> variables, String merge,
            Map<String, String> mergeVariables) throws IOException, InterruptedException {
        List<Process> running = new ArrayList<>();
        for (int i = 0; i < variables.size(); i++) {
            running.add(start(shell, tasks.get(i), variables.get(i)));
        }
        for (Process process : running) {
            finish(process);
        }
        return finish(start(shell, merge, mergeVariables));
    }

    private static void assertSameAsUnsplit(Path report, String mergeOut) throws IOException {
        List<String> match = new ArrayList<>(List.of("match"));
        match.addAll(List.of(MATCH.split(" ")));
        Result text = run(match.toArray(String[]::new));
        assertEquals(0, text.status(), text.err());
        // The unsplit match prints 14 game lines, then the report.
        assertEquals(text.out().lines().skip(14).toList(), mergeOut.lines().toList());
        match.add("--json");
        Result json = run(match.toArray(String[]::new));
        assertEquals(0, json.status(), json.err());
        assertEquals(json.out(), Files.readString(report, StandardCharsets.UTF_8));
    }

    @Test
    void theIndexedJobsPodsAndItsMergeGiveTheUnsplitReport() throws IOException, InterruptedException {
        Map<String, Object> manifest = BatchFilesTest.manifest();
        Map<String, Object> podSpec = BatchFilesTest.at(manifest.get("Job/shogun-match"), "spec", "template", "spec");
        Map<String, Object> container = BatchFilesTest.at(podSpec, "containers", "0");
        Map<String, Object> mergeSpec = BatchFilesTest.at(manifest.get("Job/shogun-match-merge"), "spec", "template",
                "spec");
        Map<String, Object> wait = BatchFilesTest.at(mergeSpec, "initContainers", "0");
        Map<String, Object> merge = BatchFilesTest.at(mergeSpec, "containers", "0");
        String volume = dir.resolve("volume").toString();
        String pod = BatchFilesTest.script(container).replace("/results", volume);
        int n = BatchFilesTest.slices(pod);
        List<Map<String, String>> pods = new ArrayList<>();
        for (int index = 0; index < n; index++) {
            pods.add(Map.of("JOB_COMPLETION_INDEX", Integer.toString(index), "MATCH_ARGS", MATCH));
        }
        // The merge Job: its init container waits for the N reports (here all there), then it merges.
        String mergeScript = BatchFilesTest.script(wait).replace("/results", volume) + "\n"
                + BatchFilesTest.script(merge).replace("/results", volume);
        String out = runAll("/bin/sh", java.util.Collections.nCopies(n, pod), pods, mergeScript,
                Map.of("SLICES", BatchFilesTest.env(wait, "SLICES")));
        assertSameAsUnsplit(Path.of(volume, "shogun-match", "report.json"), out);
    }

    @Test
    void theSlurmArraysTasksAndItsDependentMergeGiveTheUnsplitReport() throws IOException, InterruptedException {
        String task = Files.readString(BatchFilesTest.SLURM.resolve("match.sbatch"), StandardCharsets.UTF_8);
        String merge = Files.readString(BatchFilesTest.SLURM.resolve("merge.sbatch"), StandardCharsets.UTF_8);
        int n = BatchFilesTest.slices(task);
        Matcher array = Pattern.compile("(?m)^#SBATCH --array=(\\d+)-(\\d+)$").matcher(task);
        assertTrue(array.find(), task);
        int first = Integer.parseInt(array.group(1));
        String results = dir.resolve("shared").toString();
        List<Map<String, String>> tasks = new ArrayList<>();
        for (int id = first; id < first + n; id++) {
            // What Slurm sets in each task of --array=FIRST-LAST.
            tasks.add(Map.of("SLURM_ARRAY_JOB_ID", "777", "SLURM_ARRAY_TASK_ID", Integer.toString(id),
                    "SLURM_ARRAY_TASK_MIN", Integer.toString(first), "SLURM_ARRAY_TASK_MAX", Integer.toString(first + n - 1),
                    "SLURM_ARRAY_TASK_STEP", "1", "SLURM_ARRAY_TASK_COUNT", Integer.toString(n), "SHOGUN_RESULTS", results,
                    "MATCH_ARGS", MATCH));
        }
        String out = runAll("/bin/bash", java.util.Collections.nCopies(n, task), tasks, merge,
                Map.of("MATCH_JOB", "777", "SHOGUN_RESULTS", results));
        assertSameAsUnsplit(Path.of(results, "777", "report.json"), out);
    }

    @Test
    void aTaskWithoutItsIndexOrWithTwoThatDisagreeIsOneLineAndStatusTwo() throws IOException, InterruptedException {
        String match = "shogun match " + MATCH + " --shard auto/4 --json";
        Process none = start("/bin/sh", match, Map.of());
        Process both = start("/bin/sh", match, Map.of("JOB_COMPLETION_INDEX", "0", "SLURM_ARRAY_TASK_ID", "2",
                "SLURM_ARRAY_TASK_MIN", "1"));
        Process outside = start("/bin/sh", match, Map.of("JOB_COMPLETION_INDEX", "4"));
        for (Process process : List.of(none, both, outside)) {
            assertTrue(process.waitFor(WAIT_SECONDS, TimeUnit.SECONDS));
            assertEquals(2, process.exitValue());
        }
        assertEquals("shogun: option --shard auto/4: the slice comes from JOB_COMPLETION_INDEX (a Kubernetes "
                + "Indexed Job) or SLURM_ARRAY_TASK_ID (a Slurm array), and neither is set\n", output(none));
        assertEquals("shogun: option --shard auto/4: JOB_COMPLETION_INDEX 0 makes slice 1 but SLURM_ARRAY_TASK_ID 2 "
                + "makes slice 2: set only the one of the batch system running the task\n", output(both));
        assertEquals("shogun: option --shard auto/4: JOB_COMPLETION_INDEX is 4, but the pods of a match cut into 4 "
                + "slices are indexed 0 to 3: completions must be 4\n", output(outside));
    }

    private static String output(Process process) throws IOException {
        return new String(process.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
    }
}
