package io.japply.it.warm;

import static org.junit.jupiter.api.Assertions.assertAll;
import static org.junit.jupiter.api.Assertions.assertEquals;

import io.japply.it.JapplyRun;
import io.japply.it.real.Cluster;
import io.japply.it.real.RealServer;
import io.japply.it.real.ScenarioCorpus;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

/**
 * The side-by-side scenarios ({@code resources/real/scenarios/}, which SideBySideTest runs by kubectl
 * and by japply in-process) run by japply in-process in one namespace and through the warm process
 * (bin/japply, JAPPLY_DAEMON=on) in another, step by step, with the same drift before each step: the
 * same exit code, stdout and stderr byte for byte (the namespace's name and the server's values masked,
 * as SideBySideTest masks them) and the same objects on the server. One warm process, started with the
 * environment of the warm runs, answers every step; its request count shows none fell back to cold.
 */
@RealServer
class WarmScenariosTest {
    /** The live resourceVersion japply's patch carries, as the server quotes a refused patch: each namespace's own. */
    private static final Pattern LOCK_IN_QUOTED_PATCH =
            Pattern.compile("(is invalid: patch: Invalid value: \"map\\[.*? resourceVersion:)\\d+(?=\\])");

    @TempDir
    Path dir;

    @TestFactory
    @Timeout(900)
    Stream<DynamicTest> everyScenarioStepGivesTheSameBytesWarmAsInProcess(Cluster cluster) {
        WarmRunner runner = new WarmRunner(dir);
        Stream<DynamicTest> scenarios = ScenarioCorpus.scenarios().stream()
                .map(scenario -> DynamicTest.dynamicTest(scenario.getFileName().toString(), () -> run(cluster, runner, scenario)));
        DynamicTest answeredWarm = DynamicTest.dynamicTest("every step answered warm",
                () -> assertEquals(runner.warmLines(), runner.served(), "requests the warm process answered"));
        return Stream.concat(scenarios, Stream.of(answeredWarm)).onClose(runner::close);
    }

    private static void run(Cluster cluster, WarmRunner runner, Path scenario) {
        ScenarioCorpus.setUp(cluster, scenario);
        String resources = ScenarioCorpus.resources(scenario);
        String coldNs = cluster.namespace("in-process");
        String warmNs = cluster.namespace("warm");
        Map<String, String> environment = System.getenv();
        for (ScenarioCorpus.Step step : ScenarioCorpus.steps(scenario)) {
            ScenarioCorpus.drift(cluster, step, coldNs);
            ScenarioCorpus.drift(cluster, step, warmNs);
            JapplyRun cold = JapplyRun.inProcess(environment, withKubeconfig(step.applyArgs(coldNs), cluster));
            JapplyRun warm = runner.run(environment, withKubeconfig(step.applyArgs(warmNs), cluster));
            String where = step.name() + ": ";
            assertEquals(cold.code(), warm.code(), where + "exit code; in-process said " + cold.err() + "; warm said " + warm.err());
            assertAll(where,
                    () -> assertEquals(masked(cold.out(), coldNs), masked(warm.out(), warmNs), where + "stdout"),
                    () -> assertEquals(masked(cold.err(), coldNs), masked(warm.err(), warmNs), where + "stderr"),
                    () -> assertEquals(ScenarioCorpus.objects(cluster, resources, coldNs),
                            ScenarioCorpus.objects(cluster, resources, warmNs), where + "objects on the server"));
        }
    }

    private static String[] withKubeconfig(List<String> args, Cluster cluster) {
        return Stream.concat(args.stream(), Stream.of("--kubeconfig", cluster.kubeconfig().toString())).toArray(String[]::new);
    }

    private static String masked(String text, String namespace) {
        return LOCK_IN_QUOTED_PATCH.matcher(ScenarioCorpus.masked(text, namespace)).replaceAll("$1RV");
    }
}
