package io.japply.it.publish;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;

/**
 * japply as a release publishes it: {@code mvn -P publish deploy} to a file repository, run once per
 * test JVM on a copy of the checkout's build inputs (so that this checkout's target folders, which
 * other tests use, are left alone). Nothing is installed in the local repository.
 */
public final class Published {
    /** What the build reads besides the modules' poms and sources: apply-cli's build runs this tool. */
    private static final List<String> BUILD_INPUTS = List.of("pom.xml", "threeway", "annotations", "apply-cli",
            "relocation", "tools", "it/pom.xml");
    private static Path repository;
    private static String deployOutput;

    private Published() {
    }

    /** The file repository the deploy wrote (deploys on first use). */
    public static synchronized Path repository() throws IOException, InterruptedException {
        if (repository == null) {
            Path work = Files.createTempDirectory("japply-publish");
            Path checkout = copyBuildInputs(work.resolve("checkout"));
            Path target = work.resolve("repository");
            Command.Result deploy = Command.run(checkout, Map.of(), List.of(), 900, List.of("mvn", "-B", "-P", "publish",
                    "deploy", "-DskipTests", "-Dmaven.install.skip=true",
                    "-DaltDeploymentRepository=japply-published::" + target.toUri()));
            assertEquals(0, deploy.exitCode(), "mvn -P publish deploy failed:\n" + deploy.out());
            deployOutput = deploy.out();
            repository = target;
        }
        return repository;
    }

    /** What the deploy printed (its warnings, the javadoc tool's among them). */
    public static synchronized String deployOutput() throws IOException, InterruptedException {
        repository();
        return deployOutput;
    }

    /** The repository's root: the folder holding bin/ and the top-level pom.xml. */
    public static Path checkoutRoot() {
        Path dir = Path.of(System.getProperty("user.dir")).toAbsolutePath();
        while (dir != null && !Files.isRegularFile(dir.resolve("bin/japply"))) {
            dir = dir.getParent();
        }
        if (dir == null) {
            throw new IllegalStateException("no checkout above " + System.getProperty("user.dir"));
        }
        return dir;
    }

    private static Path copyBuildInputs(Path into) throws IOException {
        Path root = checkoutRoot();
        for (String input : BUILD_INPUTS) {
            copyTree(root.resolve(input), into.resolve(input));
        }
        return into;
    }

    /** Copies a file or folder, leaving out build output (target/). */
    public static void copyTree(Path from, Path to) throws IOException {
        try (Stream<Path> paths = Files.walk(from)) {
            paths.filter(path -> !from.relativize(path).toString().matches("(.*/)?target(/.*)?"))
                    .forEach(path -> copyOne(path, to.resolve(from.relativize(path).toString())));
        }
    }

    private static void copyOne(Path from, Path to) {
        try {
            if (Files.isDirectory(from)) {
                Files.createDirectories(to);
            } else {
                Files.createDirectories(to.getParent());
                Files.copy(from, to);
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
