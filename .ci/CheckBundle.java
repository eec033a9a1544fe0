import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.ArrayList;
import java.util.HexFormat;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeSet;
import java.util.concurrent.TimeUnit;
import java.util.zip.ZipEntry;
import java.util.zip.ZipFile;
import javax.xml.parsers.DocumentBuilderFactory;
import org.w3c.dom.Document;
import org.w3c.dom.Element;
import org.w3c.dom.Node;

/**
 * Validates a Central Portal bundle (the zip that the release build writes to
 * target/central-publishing) as Central would, and a little more.
 *
 * <pre>java .ci/CheckBundle.java BUNDLE.zip VERSION PUBLISHED-LIST</pre>
 *
 * PUBLISHED-LIST (.ci/published-artifacts) names every published artifact and its packaging, one
 * a line. The bundle must hold exactly their files: for a pom, the .pom; for a jar, the .jar, the
 * .pom, the -sources.jar and the -javadoc.jar; each with an .asc signature that gpg verifies (with
 * the keys of GNUPGHOME) and .md5 and .sha1 checksums that match (.sha256 and .sha512 too where
 * present). Every POM has a release version and no SNAPSHOT anywhere, its own name and
 * description, and (itself or through its parent in the bundle) a project url, licences,
 * developers, scm connection, developerConnection and url, and issue management, and brings at run
 * time only the SDK and Jackson (Spring, say, only provided or optional). Every jar carries
 * META-INF/LICENSE. Prints what it checked; exits 1 on the first list of problems.
 */
public final class CheckBundle {

    private static final String GROUP_PATH = "io/github/shogunsdk/";
    private static final List<String> REQUIRED_CHECKSUMS = List.of("md5", "sha1");
    private static final List<String> OPTIONAL_CHECKSUMS = List.of("sha256", "sha512");
    /** The groups whose artifacts a published module may bring its users at run time. */
    private static final List<String> RUN_TIME_GROUPS = List.of("io.github.shogunsdk", "com.fasterxml.jackson.core",
            "tools.jackson.core");

    private final List<String> problems = new ArrayList<>();
    private final Map<String, Document> poms = new LinkedHashMap<>();

    public static void main(String[] args) throws Exception {
        if (args.length != 3) {
            System.err.println("usage: java .ci/CheckBundle.java BUNDLE.zip VERSION PUBLISHED-LIST");
            System.exit(2);
        }
        if (!Files.isRegularFile(Path.of(args[0]))) {
            System.err.println("no bundle at " + args[0]);
            System.exit(2);
        }
        System.exit(new CheckBundle().check(Path.of(args[0]), args[1], Path.of(args[2])) ? 0 : 1);
    }

    private boolean check(Path bundle, String version, Path publishedList) throws Exception {
        if (version.contains("SNAPSHOT")) {
            problems.add("version " + version + " is a SNAPSHOT: Central takes only releases");
        }
        Map<String, String> published = readPublished(publishedList);
        TreeSet<String> expected = new TreeSet<>();
        for (Map.Entry<String, String> artifact : published.entrySet()) {
            String base = GROUP_PATH + artifact.getKey() + "/" + version + "/" + artifact.getKey() + "-" + version;
            List<String> files = new ArrayList<>(List.of(base + ".pom"));
            if (artifact.getValue().equals("jar")) {
                files.addAll(List.of(base + ".jar", base + "-sources.jar", base + "-javadoc.jar"));
            }
            for (String file : files) {
                expected.add(file);
                expected.add(file + ".asc");
                for (String sum : REQUIRED_CHECKSUMS) {
                    expected.add(file + "." + sum);
                }
            }
        }

        Path unpacked = Files.createTempDirectory("bundle-check");
        TreeSet<String> present = new TreeSet<>();
        try (ZipFile zip = new ZipFile(bundle.toFile())) {
            for (ZipEntry entry : java.util.Collections.list(zip.entries())) {
                if (entry.isDirectory()) {
                    continue;
                }
                present.add(entry.getName());
                Path target = unpacked.resolve(entry.getName()).normalize();
                if (!target.startsWith(unpacked)) {
                    problems.add("entry outside the bundle: " + entry.getName());
                    continue;
                }
                Files.createDirectories(target.getParent());
                try (InputStream in = zip.getInputStream(entry)) {
                    Files.copy(in, target);
                }
            }
        }

        for (String missing : difference(expected, present)) {
            problems.add("missing: " + missing);
        }
        for (String extra : difference(present, expected)) {
            boolean optionalSum = OPTIONAL_CHECKSUMS.stream().anyMatch(sum -> extra.endsWith("." + sum)
                    && expected.contains(extra.substring(0, extra.length() - sum.length() - 1)));
            if (!optionalSum) {
                problems.add("not to be published: " + extra);
            }
        }

        int sums = 0;
        int signatures = 0;
        for (String name : present) {
            Path file = unpacked.resolve(name);
            for (String sum : union(REQUIRED_CHECKSUMS, OPTIONAL_CHECKSUMS)) {
                Path sumFile = unpacked.resolve(name + "." + sum);
                if (Files.exists(sumFile)) {
                    String want = Files.readString(sumFile, StandardCharsets.US_ASCII).trim().split("\\s+")[0];
                    String have = digest(file, sum);
                    if (!want.equalsIgnoreCase(have)) {
                        problems.add("checksum " + sum + " does not match: " + name);
                    }
                    sums++;
                }
            }
            Path signature = unpacked.resolve(name + ".asc");
            if (Files.exists(signature)) {
                String failure = gpgVerify(signature, file);
                if (failure != null) {
                    problems.add("signature does not verify: " + name + ".asc: " + failure);
                }
                signatures++;
            }
        }

        for (String name : present) {
            if (name.endsWith(".pom")) {
                poms.put(name, parse(unpacked.resolve(name)));
            }
        }
        for (Map.Entry<String, Document> pom : poms.entrySet()) {
            checkPom(pom.getKey(), pom.getValue(), version, Files.readString(unpacked.resolve(pom.getKey())));
        }
        int jars = 0;
        for (String name : present) {
            if (name.endsWith(".jar")) {
                checkJar(name, unpacked.resolve(name));
                jars++;
            }
        }

        System.out.println("Bundle " + bundle.getFileName() + " (" + present.size() + " files):");
        for (String name : present) {
            System.out.printf("  %-78s %,10d bytes%n", name, Files.size(unpacked.resolve(name)));
        }
        if (problems.isEmpty()) {
            System.out.printf("Bundle check: %d artifacts as listed, %d signatures verified, %d checksums match,"
                    + " %d POMs complete, %d jars with META-INF/LICENSE, nothing unwanted.%n",
                    published.size(), signatures, sums, poms.size(), jars);
            return true;
        }
        System.out.println("Bundle check FAILED:");
        problems.forEach(problem -> System.out.println("  - " + problem));
        return false;
    }

    private static Map<String, String> readPublished(Path list) throws IOException {
        Map<String, String> published = new LinkedHashMap<>();
        for (String line : Files.readAllLines(list)) {
            String text = line.replaceAll("#.*", "").trim();
            if (!text.isEmpty()) {
                String[] words = text.split("\\s+");
                if (words.length != 2 || !(words[1].equals("pom") || words[1].equals("jar"))) {
                    throw new IllegalArgumentException(list + ": expected 'artifactId pom|jar', got: " + line);
                }
                published.put(words[0], words[1]);
            }
        }
        return published;
    }

    private void checkPom(String name, Document pom, String version, String text) {
        Element project = pom.getDocumentElement();
        if (text.contains("-SNAPSHOT")) {
            problems.add(name + ": mentions a SNAPSHOT");
        }
        String ownVersion = child(project, "version") != null ? text(child(project, "version"))
                : text(path(project, "parent", "version"));
        if (!version.equals(ownVersion)) {
            problems.add(name + ": version " + ownVersion + ", expected " + version);
        }
        for (String element : List.of("name", "description")) {
            if (text(child(project, element)).isBlank()) {
                problems.add(name + ": no <" + element + ">");
            }
        }
        String url = effective(name, "url");
        if (!url.startsWith("https://")) {
            problems.add(name + ": no https project <url> (effective: '" + url + "')");
        } else if (child(project, "parent") != null && url.endsWith("/" + text(child(project, "artifactId")))) {
            problems.add(name + ": its <url> is the parent's with the artifactId appended, a page that does not exist: " + url);
        }
        require(name, "licenses", "license", "name");
        require(name, "licenses", "license", "url");
        require(name, "developers", "developer", "name");
        require(name, "scm", "connection");
        require(name, "scm", "developerConnection");
        require(name, "scm", "url");
        require(name, "issueManagement", "url");
        checkRunTimeDependencies(name, project);
    }

    /**
     * A published POM gives its users, at run time, only the SDK and Jackson: any other dependency
     * (Spring, for shogun-jackson's auto-configuration) must be provided, test or optional.
     */
    private void checkRunTimeDependencies(String name, Element project) {
        Element dependencies = child(project, "dependencies");
        if (dependencies == null) {
            return;
        }
        for (Node node = dependencies.getFirstChild(); node != null; node = node.getNextSibling()) {
            if (!(node instanceof Element dependency) || !dependency.getTagName().equals("dependency")) {
                continue;
            }
            String scope = text(child(dependency, "scope"));
            boolean runTime = scope.isEmpty() || scope.equals("compile") || scope.equals("runtime");
            String group = text(child(dependency, "groupId"));
            if (runTime && !"true".equals(text(child(dependency, "optional"))) && !RUN_TIME_GROUPS.contains(group)) {
                problems.add(name + ": gives its users " + group + ":" + text(child(dependency, "artifactId"))
                        + " at run time; only the SDK and Jackson may come with it (make it provided or optional)");
            }
        }
    }

    /** The project url as Maven inherits it: the parent's, with the artifactId appended unless the parent says not to. */
    private String effective(String name, String element) {
        Element project = poms.get(name).getDocumentElement();
        if (child(project, element) != null) {
            return text(child(project, element));
        }
        String parentName = parentPom(project);
        if (parentName == null) {
            return "";
        }
        String inherited = effective(parentName, element);
        Element parent = poms.get(parentName).getDocumentElement();
        boolean append = !"false".equals(parent.getAttribute("child.project.url.inherit.append.path"));
        return append && !inherited.isEmpty() ? inherited + "/" + text(child(project, "artifactId")) : inherited;
    }

    private void require(String name, String... path) {
        Element project = poms.get(name).getDocumentElement();
        while (true) {
            if (!text(path(project, path)).isBlank()) {
                return;
            }
            String parentName = parentPom(project);
            if (parentName == null) {
                problems.add(name + ": no <" + String.join("/", path) + "> (nor in its parent)");
                return;
            }
            project = poms.get(parentName).getDocumentElement();
        }
    }

    private String parentPom(Element project) {
        Element parent = child(project, "parent");
        if (parent == null) {
            return null;
        }
        String artifactId = text(child(parent, "artifactId"));
        String version = text(child(parent, "version"));
        String name = GROUP_PATH + artifactId + "/" + version + "/" + artifactId + "-" + version + ".pom";
        if (!poms.containsKey(name)) {
            problems.add("parent POM not in the bundle: " + name);
            return null;
        }
        return name;
    }

    private void checkJar(String name, Path jar) throws IOException {
        try (ZipFile zip = new ZipFile(jar.toFile())) {
            if (zip.getEntry("META-INF/LICENSE") == null) {
                problems.add(name + ": no META-INF/LICENSE");
            }
            if (name.endsWith("-javadoc.jar") && zip.getEntry("index.html") == null) {
                problems.add(name + ": no index.html");
            }
            if (name.endsWith("-sources.jar") && zip.stream().noneMatch(e -> e.getName().endsWith(".java"))) {
                problems.add(name + ": no Java sources");
            }
            if (!name.endsWith("-sources.jar") && !name.endsWith("-javadoc.jar")
                    && zip.stream().noneMatch(e -> e.getName().endsWith(".class"))) {
                problems.add(name + ": no classes");
            }
        }
    }

    private static String gpgVerify(Path signature, Path file) throws IOException, InterruptedException {
        Process gpg = new ProcessBuilder("gpg", "--batch", "--status-fd", "1", "--verify",
                signature.toString(), file.toString()).redirectErrorStream(true).start();
        String output = new String(gpg.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        if (!gpg.waitFor(60, TimeUnit.SECONDS)) {
            gpg.destroy();
            return "gpg did not answer";
        }
        if (gpg.exitValue() == 0 && output.contains("[GNUPG:] GOODSIG") && output.contains("[GNUPG:] VALIDSIG")) {
            return null;
        }
        return output.lines().filter(line -> !line.startsWith("[GNUPG:]")).reduce((a, b) -> a + " / " + b).orElse("exit "
                + gpg.exitValue());
    }

    private static String digest(Path file, String sum) throws IOException, NoSuchAlgorithmException {
        String algorithm = switch (sum) {
            case "md5" -> "MD5";
            case "sha1" -> "SHA-1";
            case "sha256" -> "SHA-256";
            case "sha512" -> "SHA-512";
            default -> throw new IllegalArgumentException(sum);
        };
        return HexFormat.of().formatHex(MessageDigest.getInstance(algorithm).digest(Files.readAllBytes(file)));
    }

    private static Document parse(Path pom) throws Exception {
        DocumentBuilderFactory factory = DocumentBuilderFactory.newInstance();
        factory.setNamespaceAware(false);
        factory.setFeature("http://apache.org/xml/features/disallow-doctype-decl", true);
        return factory.newDocumentBuilder().parse(pom.toFile());
    }

    private static Element child(Element parent, String name) {
        if (parent == null) {
            return null;
        }
        for (Node node = parent.getFirstChild(); node != null; node = node.getNextSibling()) {
            if (node instanceof Element element && element.getTagName().equals(name)) {
                return element;
            }
        }
        return null;
    }

    private static Element path(Element from, String... names) {
        Element element = from;
        for (String name : names) {
            element = child(element, name);
        }
        return element;
    }

    private static String text(Element element) {
        return element == null ? "" : element.getTextContent().trim();
    }

    private static TreeSet<String> difference(TreeSet<String> a, TreeSet<String> b) {
        TreeSet<String> result = new TreeSet<>(a);
        result.removeAll(b);
        return result;
    }

    private static List<String> union(List<String> a, List<String> b) {
        List<String> result = new ArrayList<>(a);
        result.addAll(b);
        return result;
    }
}
