package io.japply.it.publish;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;

/**
 * examples/library built as a library user builds it, outside japply's reactor and offline: its
 * local repository sees the user's (~/.m2) for everything but io.japply, so japply can come only
 * from the file repository the deploy wrote (Maven may read a file: repository offline).
 */
public final class Consumer {
    private final Path project;
    private final Path localRepository;

    private Consumer(Path project, Path localRepository) {
        this.project = project;
        this.localRepository = localRepository;
    }

    /** A copy of examples/library in a new folder, its pom's {@code japply} dependency renamed to {@code artifactId}. */
    public static Consumer copy(String artifactId) throws IOException {
        Path work = Files.createTempDirectory("japply-consumer");
        Path project = work.resolve("web-operator");
        Published.copyTree(Published.checkoutRoot().resolve("examples/library"), project);
        Path pom = project.resolve("pom.xml");
        Files.writeString(pom, Files.readString(pom).replace("<artifactId>japply</artifactId>",
                "<artifactId>" + artifactId + "</artifactId>"));
        return new Consumer(project, userRepositoryWithoutJapply(work.resolve("local-repository")));
    }

    public Path project() {
        return project;
    }

    public Path localRepository() {
        return localRepository;
    }

    /** {@code mvn -o package}: compiles the example and writes target/classpath.txt. */
    public Command.Result build(Path japplyRepository) throws IOException, InterruptedException {
        return Command.run(project, Map.of(), List.of(), 600, List.of("mvn", "-B", "-o", "package",
                "-Dmaven.repo.local=" + localRepository, "-Daether.offline.protocols=file",
                "-Djapply.repository=" + japplyRepository.toUri()));
    }

    /** The built program, run with plain java in the project's folder (deploy/ is read from there). */
    public Command.Result run(Map<String, String> environment, String... args) throws IOException, InterruptedException {
        return runMain("example.WebOperator", environment, args);
    }

    /** Another main class of the built project, run the same way. */
    public Command.Result runMain(String mainClass, Map<String, String> environment, String... args)
            throws IOException, InterruptedException {
        List<String> command = new ArrayList<>(List.of(Command.java(), "-cp",
                project.resolve("target/classes") + ":" + Files.readString(project.resolve("target/classpath.txt")).trim(),
                mainClass));
        command.addAll(List.of(args));
        return Command.run(project, environment, List.of("KUBECONFIG"), 120, command);
    }

    /** The runtime classpath's entries, as Maven resolved them. */
    public List<String> classpath() throws IOException {
        return List.of(Files.readString(project.resolve("target/classpath.txt")).trim().split(":"));
    }

    /**
     * A local repository of links into ~/.m2/repository, io/japply left out: Maven finds every other
     * dependency and plugin it has, offline, and writes what it downloads into this folder only.
     */
    private static Path userRepositoryWithoutJapply(Path into) throws IOException {
        Path user = Path.of(System.getProperty("user.home"), ".m2", "repository");
        Files.createDirectories(into.resolve("io"));
        linkAllBut(user, into, "io");
        linkAllBut(user.resolve("io"), into.resolve("io"), "japply");
        return into;
    }

    private static void linkAllBut(Path from, Path into, String excluded) throws IOException {
        try (Stream<Path> entries = Files.list(from)) {
            for (Path entry : entries.toList()) {
                if (!entry.getFileName().toString().equals(excluded)) {
                    Files.createSymbolicLink(into.resolve(entry.getFileName().toString()), entry);
                }
            }
        }
    }

    /** Fails with the build's output unless it succeeded. */
    public static void assertBuilt(Command.Result build) {
        assertEquals(0, build.exitCode(), "the consumer's build failed:\n" + build.out() + build.err());
    }
}
