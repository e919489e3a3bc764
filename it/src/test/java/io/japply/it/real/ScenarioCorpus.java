package io.japply.it.real;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.URISyntaxException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;

/**
 * The side-by-side scenarios of {@link SideBySideTest} ({@code resources/real/scenarios/}) for a runner
 * outside this package (the warm process's WarmScenariosTest): the scenarios and their steps, the set-up
 * and drift SideBySideTest makes, each step's apply line, its masks and the objects it compares.
 */
public final class ScenarioCorpus {
    private static final String DEFAULT_RESOURCES = "configmaps,secrets,services,deployments,jobs,serviceaccounts";

    private ScenarioCorpus() {
    }

    /** One step: its name (scenario/step), the drift made first, and its apply line. */
    public static final class Step {
        private final ScenarioStep step;

        private Step(ScenarioStep step) {
            this.step = step;
        }

        public String name() {
            return step.name();
        }

        /** The apply command line in {@code namespace}, without the tool's name. */
        public List<String> applyArgs(String namespace) {
            return step.applyArgs(namespace);
        }
    }

    /** The scenarios' folders, in order. */
    public static List<Path> scenarios() {
        try (Stream<Path> dirs = Files.list(Path.of(ScenarioCorpus.class.getResource("/real/scenarios").toURI()))) {
            return dirs.sorted().toList();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        } catch (URISyntaxException e) {
            throw new IllegalStateException(e);
        }
    }

    /** A scenario's steps, in order. */
    public static List<Step> steps(Path scenario) {
        try (Stream<Path> dirs = Files.list(scenario)) {
            return dirs.filter(Files::isDirectory).sorted().map(ScenarioStep::of).map(Step::new).toList();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** The scenario's cluster-scoped objects (CRDs) applied by kubectl and established, as SideBySideTest does. */
    public static void setUp(Cluster cluster, Path scenario) {
        SideBySideTest.setUp(cluster, scenario);
    }

    /** A step's drift (kubectl commands) made in {@code namespace}. */
    public static void drift(Cluster cluster, Step step, String namespace) {
        step.step.before().forEach(command -> SideBySideTest.drift(cluster, command, namespace));
    }

    /** The resources the scenario compares ({@code resources.txt}, kubectl get's list). */
    public static String resources(Path scenario) {
        Path file = scenario.resolve("resources.txt");
        try {
            return Files.exists(file) ? Files.readString(file).strip() : DEFAULT_RESOURCES;
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** What two runs in two namespaces differ in, masked as SideBySideTest masks it (values only). */
    public static String masked(String text, String namespace) {
        return RunMasks.eachLine(RunMasks.twoRuns(text, namespace), RunMasks::applySetId);
    }

    /** The namespace's objects of {@code resources} as SideBySideTest compares them (managedFields included). */
    public static String objects(Cluster cluster, String resources, String namespace) {
        return LiveObjects.of(cluster, resources, namespace);
    }
}
