package io.github.shogunsdk.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.File;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The batch files the repository ships (deploy/batch, docs/BATCH.md) agree with themselves and
 * with {@code match --shard auto/N}: the Kubernetes manifest's Indexed Job runs exactly N pods,
 * all at once, each running {@code --shard auto/N}, and its merge waits for N reports on the same
 * volume; the Slurm array has exactly N tasks, and its merge is queued to run only after every
 * task succeeded ({@code --dependency=afterok} on the array's job id, checked by running
 * submit.sh against a stand-in {@code sbatch}). {@link BatchRunTest} runs the same scripts.
 */
class BatchFilesTest {

    /** The repository's batch folder, from the module's folder where the tests run. */
    static final Path BATCH = Path.of("..", "deploy", "batch");
    static final Path MANIFEST = BATCH.resolve("kubernetes/match-job.yaml");
    static final Path SLURM = BATCH.resolve("slurm");
    private static final Pattern AUTO = Pattern.compile("--shard auto/(\\d+)\\b");

    @TempDir
    Path dir;

    /** The N of the one {@code --shard auto/N} in a script. */
    static int slices(String script) {
        Matcher auto = AUTO.matcher(script);
        assertTrue(auto.find(), "the script runs match --shard auto/N: " + script);
        int count = Integer.parseInt(auto.group(1));
        assertFalse(auto.find(), "one match command: " + script);
        assertTrue(script.contains("shogun match "), script);
        return count;
    }

    @SuppressWarnings("unchecked")
    static <T> T at(Object node, String... keys) {
        Object value = node;
        for (String key : keys) {
            value = key.matches("\\d+") ? ((List<Object>) value).get(Integer.parseInt(key))
                    : ((Map<String, Object>) value).get(key);
            if (value == null) {
                throw new AssertionError("the manifest has no " + String.join(".", keys));
            }
        }
        return (T) value;
    }

    /** The manifest's documents, by kind and name. */
    static Map<String, Object> manifest() throws IOException {
        List<Object> documents = StrictYaml.documents(Files.readString(MANIFEST, StandardCharsets.UTF_8));
        Map<String, Object> byName = new java.util.LinkedHashMap<>();
        for (Object document : documents) {
            byName.put(at(document, "kind") + "/" + at(document, "metadata", "name"), document);
        }
        assertEquals(List.of("PersistentVolumeClaim/shogun-match-results", "Job/shogun-match", "Job/shogun-match-merge"),
                List.copyOf(byName.keySet()));
        return byName;
    }

    /** The script a container of a pod template runs: {@code /bin/sh -c SCRIPT}. */
    static String script(Map<String, Object> container) {
        assertEquals(List.of("/bin/sh", "-c"), at(container, "command"));
        List<Object> args = at(container, "args");
        assertEquals(1, args.size());
        return (String) args.get(0);
    }

    /** The value of a container's environment variable. */
    static String env(Map<String, Object> container, String name) {
        List<Map<String, Object>> env = at(container, "env");
        return env.stream().filter(e -> e.get("name").equals(name)).map(e -> (String) e.get("value")).findFirst()
                .orElseThrow(() -> new AssertionError("no " + name + " in " + container));
    }

    @Test
    void theIndexedJobRunsNPodsEachWithShardAutoNAndTheMergeWaitsForN() throws IOException {
        Map<String, Object> documents = manifest();
        Object claim = documents.get("PersistentVolumeClaim/shogun-match-results");
        assertEquals(List.of("ReadWriteMany"), at(claim, "spec", "accessModes"), "pods on several nodes write to it");

        Object job = documents.get("Job/shogun-match");
        assertEquals("batch/v1", at(job, "apiVersion"));
        assertEquals("Indexed", at(job, "spec", "completionMode"));
        Map<String, Object> container = at(job, "spec", "template", "spec", "containers", "0");
        int n = slices(script(container));
        assertEquals(Integer.toString(n), at(job, "spec", "completions"), "one completion per slice");
        assertEquals(Integer.toString(n), at(job, "spec", "parallelism"), "every slice at once");
        assertEquals("Never", at(job, "spec", "template", "spec", "restartPolicy"));
        // A refusal (status 2) fails the Job at once instead of being retried.
        Map<String, Object> rule = at(job, "spec", "podFailurePolicy", "rules", "0");
        assertEquals("FailJob", rule.get("action"));
        assertEquals(Map.of("containerName", at(container, "name"), "operator", "In", "values", List.of("2")),
                rule.get("onExitCodes"));
        assertTrue(script(container).contains("task-$JOB_COMPLETION_INDEX.json"), "one report per pod");

        Object merge = documents.get("Job/shogun-match-merge");
        Map<String, Object> wait = at(merge, "spec", "template", "spec", "initContainers", "0");
        assertEquals(Integer.toString(n), env(wait, "SLICES"), "the merge waits for every slice's report");
        Map<String, Object> joiner = at(merge, "spec", "template", "spec", "containers", "0");
        assertTrue(script(joiner).contains("shogun match-merge "), script(joiner));
        // Every pod mounts the same claim at the same path.
        for (Object spec : List.of(at(job, "spec", "template", "spec"), at(merge, "spec", "template", "spec"))) {
            assertEquals("shogun-match-results", at(spec, "volumes", "0", "persistentVolumeClaim", "claimName"));
        }
        for (Map<String, Object> c : List.of(container, wait, joiner)) {
            assertEquals(Map.of("name", "results", "mountPath", "/results"), at(c, "volumeMounts", "0"));
        }
    }

    @Test
    void theSlurmArrayHasNTasksAndItsOptionsComeBeforeTheFirstCommand() throws IOException {
        String script = Files.readString(SLURM.resolve("match.sbatch"), StandardCharsets.UTF_8);
        int n = slices(script);
        Matcher array = Pattern.compile("(?m)^#SBATCH --array=(\\d+)-(\\d+)$").matcher(script);
        assertTrue(array.find(), script);
        assertEquals(n, Integer.parseInt(array.group(2)) - Integer.parseInt(array.group(1)) + 1, "one task per slice");
        for (String file : List.of("match.sbatch", "merge.sbatch")) {
            // Slurm reads #SBATCH lines only until the first command.
            boolean commands = false;
            for (String line : Files.readAllLines(SLURM.resolve(file), StandardCharsets.UTF_8)) {
                assertFalse(commands && line.startsWith("#SBATCH"), file + ": " + line + " comes after a command");
                commands |= !line.isBlank() && !line.startsWith("#");
            }
        }
    }

    @Test
    void submitQueuesTheMergeAfterEveryTaskOfTheArraySucceeded() throws IOException, InterruptedException {
        File sh = new File("/bin/sh");
        if (!sh.canExecute()) {
            return;
        }
        // A stand-in sbatch: logs its arguments, answers job ids as sbatch --parsable does.
        Path bin = Files.createDirectories(dir.resolve("bin"));
        Path log = dir.resolve("sbatch.log");
        Path sbatch = bin.resolve("sbatch");
        Files.writeString(sbatch, "#!/bin/sh\necho \"$*\" >> '" + log + "'\n"
                + "if [ \"$(wc -l < '" + log + "')\" -eq 1 ]; then echo '4242;cluster'; else echo 4243; fi\n");
        assertTrue(sbatch.toFile().setExecutable(true));
        ProcessBuilder submit = new ProcessBuilder(sh.getPath(), SLURM.resolve("submit.sh").toString())
                .redirectErrorStream(true);
        submit.environment().put("PATH", bin + File.pathSeparator + System.getenv("PATH"));
        Process process = submit.start();
        String out = new String(process.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        assertTrue(process.waitFor(60, TimeUnit.SECONDS));
        assertEquals(0, process.exitValue(), out);
        String here = SLURM.toRealPath().toString();
        assertEquals(List.of("--parsable " + here + "/match.sbatch",
                "--parsable --dependency=afterok:4242 --kill-on-invalid-dep=yes --export=ALL,MATCH_JOB=4242 " + here
                        + "/merge.sbatch"), Files.readAllLines(log, StandardCharsets.UTF_8));
        assertEquals("match: array job 4242; merge: job 4243, after every task of 4242 succeeds\n", out);
    }
}
