package io.japply.it;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.attribute.PosixFilePermissions;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Every launcher gives a cold one-shot run the same JVM options (issue 45: a cold run as lean as kubectl;
 * bin/japply's comments say why each, docs/benchmarks.md what each was measured to do): the checkout's
 * bin/japply on both Java paths, the release's launcher, the run that records the release's AOT cache (its
 * options must be the launcher's, or the cache is refused) and the image's entrypoint. Each is run with a
 * fake java that writes down its arguments, so what is checked is the command line the JVM would get.
 */
class LauncherOptionsTest {
    private static final Path ROOT = Path.of("..").toAbsolutePath().normalize();
    private static final String END = "::end-of-call";

    /** The cold run's options: C1 only, the serial collector, a small heap, no 6.8 MB C1 compilation, ... */
    static final List<String> COLD = List.of("-XX:TieredStopAtLevel=1", "-XX:+UseSerialGC", "-XX:-UsePerfData",
            "-Xms16m", "-Xmn4m", "-XX:CompileCommand=quiet",
            "-XX:CompileCommand=exclude,jdk.internal.classfile.impl.StackMapGenerator::processBlock",
            "-Djdk.reflect.useNativeAccessorOnly=true", "-Djava.locale.providers=FALLBACK",
            "-Dkeystore.pkcs12.keyPbeIterationCount=1");

    @TempDir
    Path dir;

    @Test
    void theCheckoutsLauncherOnJdk25GivesEveryRunTheColdOptions() throws Exception {
        Path java = fakeJdk("jdk25", "25.0.1");
        List<List<String>> oneShot = runCheckout(java, "version");
        assertEquals(1, oneShot.size(), oneShot.toString());
        assertCold("bin/japply version on JDK 25", oneShot.get(0));
        // the first apply records the AOT cache and then assembles it: both with the run's options
        List<List<String>> recording = runCheckout(java, "apply", "-f", dir.resolve("none.yaml").toString());
        assertEquals(2, recording.size(), recording.toString());
        assertTrue(recording.get(0).contains("-XX:AOTMode=record"), recording.toString());
        assertCold("bin/japply's AOT recording run", recording.get(0));
        assertCold("bin/japply's AOT cache assembly", recording.get(1));
    }

    @Test
    void theCheckoutsLauncherOnJava17GivesTheColdOptions() throws Exception {
        List<List<String>> calls = runCheckout(fakeJdk("jdk17", "17.0.15"), "version");
        assertEquals(1, calls.size(), calls.toString());
        assertCold("bin/japply version on Java 17", calls.get(0));
    }

    @Test
    void aBatchRunKeepsTheFullJitAndTheDefaultHeap() throws Exception {
        List<String> batch = runCheckout(fakeJdk("jdk25", "25.0.1"), "--batch", "version").get(0);
        assertFalse(batch.contains("-XX:TieredStopAtLevel=1"), batch.toString());
        assertFalse(batch.contains("-Xmn4m"), batch.toString());
    }

    @Test
    void theReleasesLauncherGivesTheColdOptions() throws Exception {
        Path home = Files.createDirectories(dir.resolve("release"));
        Files.createDirectories(home.resolve("bin"));
        Files.copy(ROOT.resolve("packaging/japply"), home.resolve("bin/japply"));
        executable(home.resolve("bin/japply"));
        writeFakeJava(Files.createDirectories(home.resolve("runtime/bin")).resolve("java"));
        List<List<String>> calls = calls(BoundedProcess.of(home.resolve("bin/japply").toString(), "version")
                .env("JAPPLY_DAEMON", "off"));
        assertEquals(1, calls.size(), calls.toString());
        assertCold("the release's bin/japply", calls.get(0));
    }

    @Test
    void theReleasesAotCacheIsRecordedWithTheColdOptions() throws Exception {
        Path stage = stage();
        List<List<String>> calls = calls(BoundedProcess.of(ROOT.resolve("packaging/aot-cache").toString(),
                stage.toString()));
        assertEquals(2, calls.size(), calls.toString());
        assertCold("packaging/aot-cache's recording run", calls.get(0));
        assertCold("packaging/aot-cache's assembly", calls.get(1));
    }

    @Test
    void theImagesEntrypointGivesTheColdOptions() throws Exception {
        Path stage = stage();
        Files.writeString(stage.resolve("lib/japply.aot"), "");
        // a dynamic executable for the runtime's java: the build copies the C library it links (found by ldd)
        Files.copy(Path.of("/bin/true"), stage.resolve("runtime/bin/java"), StandardCopyOption.REPLACE_EXISTING);
        Path image = dir.resolve("image.tar");
        BoundedProcess.Result build = BoundedProcess.of(ROOT.resolve("packaging/image/build").toString(),
                stage.toString(), image.toString(), "0.0.0-test", "0000000", "0").env("JAPPLY_SOURCE_URL", "")
                .errorsIntoOutput().timeout(Duration.ofSeconds(120)).run();
        assertEquals(0, build.code(), build.out());
        Path layout = Files.createDirectories(dir.resolve("layout"));
        BoundedProcess.Result untar = BoundedProcess.of("tar", "-xf", image.toString(), "-C", layout.toString())
                .errorsIntoOutput().run();
        assertEquals(0, untar.code(), untar.out());
        JsonNode index = blob(layout, null);
        JsonNode manifest = blob(layout, index.get("manifests").get(0).get("digest").asText());
        JsonNode config = blob(layout, manifest.get("config").get("digest").asText());
        List<String> entrypoint = new ArrayList<>();
        config.get("config").get("Entrypoint").forEach(word -> entrypoint.add(word.asText()));
        assertCold("the image's entrypoint", entrypoint);
    }

    private static void assertCold(String what, List<String> arguments) {
        List<String> missing = COLD.stream().filter(option -> !arguments.contains(option)).toList();
        assertTrue(missing.isEmpty(), what + " lacks " + missing + ": " + arguments);
    }

    /** A release's folder as bin/release stages it, with a fake runtime and an empty jar. */
    private Path stage() throws IOException {
        Path stage = Files.createDirectories(dir.resolve("stage"));
        Files.createDirectories(stage.resolve("lib"));
        Files.writeString(stage.resolve("lib/japply.jar"), "");
        writeFakeJava(Files.createDirectories(stage.resolve("runtime/bin")).resolve("java"));
        return stage;
    }

    /** The OCI layout's index.json ({@code digest} null) or the blob of a digest, as JSON. */
    private static JsonNode blob(Path layout, String digest) throws IOException {
        Path file = digest == null ? layout.resolve("index.json")
                : layout.resolve("blobs/sha256").resolve(digest.substring("sha256:".length()));
        return new ObjectMapper().readTree(file.toFile());
    }

    /**
     * The calls the fake java got from one run of this checkout's bin/japply with JAPPLY_JAVA set to {@code java},
     * copied into a checkout of its own whose jar is fresh and has no class archive yet (so a run with -f records one).
     */
    private List<List<String>> runCheckout(Path java, String... args) throws Exception {
        Path checkout = dir.resolve("checkout");
        Files.createDirectories(checkout.resolve("apply-cli/target"));
        Files.createDirectories(checkout.resolve("bin"));
        Files.deleteIfExists(checkout.resolve("bin/japply"));
        Files.copy(ROOT.resolve("bin/japply"), checkout.resolve("bin/japply"));
        executable(checkout.resolve("bin/japply"));
        Files.writeString(checkout.resolve("apply-cli/target/japply.jar"), "");
        List<String> command = new ArrayList<>(List.of(checkout.resolve("bin/japply").toString()));
        command.addAll(List.of(args));
        return calls(BoundedProcess.of(command).env("JAPPLY_JAVA", java.toString()).env("JAPPLY_DAEMON", "off"));
    }

    /** Runs the process (JAPPLY_JAVA_OPTS unset) and returns each java call's arguments, in order. */
    private List<List<String>> calls(BoundedProcess process) throws IOException {
        Path log = dir.resolve("calls.txt");
        Files.deleteIfExists(log);
        BoundedProcess.Result result = process.env("JAPPLY_JAVA_OPTS", null).errorsIntoOutput()
                .timeout(Duration.ofSeconds(120)).run();
        assertEquals(0, result.code(), result.out());
        List<List<String>> calls = new ArrayList<>();
        List<String> current = new ArrayList<>();
        for (String line : Files.exists(log) ? Files.readAllLines(log) : List.<String>of()) {
            if (line.equals(END)) {
                calls.add(current);
                current = new ArrayList<>();
            } else {
                current.add(line);
            }
        }
        return calls;
    }

    /** A JDK home: a release file naming the version, and bin/java; returns its java. */
    private Path fakeJdk(String name, String version) throws IOException {
        Path home = Files.createDirectories(dir.resolve(name).resolve("bin")).getParent();
        Files.writeString(home.resolve("release"), "IMPLEMENTOR=\"fake\"\nJAVA_VERSION=\"" + version + "\"\n");
        writeFakeJava(home.resolve("bin/java"));
        return home.resolve("bin/java");
    }

    /** A java that writes each argument on a line of calls.txt, then an end line, and succeeds. */
    private void writeFakeJava(Path java) throws IOException {
        Files.writeString(java, "#!/bin/sh\nprintf '%s\\n' \"$@\" '" + END + "' >> '" + dir.resolve("calls.txt") + "'\n"
                + "exit 0\n");
        executable(java);
    }

    private static void executable(Path file) throws IOException {
        Files.setPosixFilePermissions(file, PosixFilePermissions.fromString("rwxr-xr-x"));
    }
}
