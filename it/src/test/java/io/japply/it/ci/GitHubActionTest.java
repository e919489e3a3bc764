package io.japply.it.ci;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import io.japply.it.publish.Command;
import io.japply.it.publish.Published;
import io.japply.it.real.Cluster;
import io.japply.it.real.RealServer;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

/**
 * examples/ci/github/action.yml: its structure as GitHub reads a composite action, and its two steps
 * run here as a runner runs them (bash, the step's env with the inputs put in, GITHUB_PATH and
 * GITHUB_OUTPUT files), installing the release tarball bin/release built (by a file:// URL) and applying
 * to the cluster.
 */
@RealServer
class GitHubActionTest {
    private static final Pattern EXPRESSION = Pattern.compile("\\$\\{\\{\\s*(.*?)\\s*}}");

    @Test
    void isACompositeActionWhoseInputsReachTheScriptsOnlyThroughEnv() throws Exception {
        JsonNode action = Templates.template("github/action.yml");
        assertEquals("composite", action.path("runs").path("using").asText());
        for (String input : List.of("files", "namespace", "kubeconfig", "args", "version", "release-url")) {
            assertFalse(action.path("inputs").path(input).path("description").asText().isBlank(), "input " + input);
        }
        assertEquals("${{ steps.apply.outputs.summary }}", action.path("outputs").path("summary").path("value").asText());
        assertEquals("${{ steps.apply.outputs.exit-code }}", action.path("outputs").path("exit-code").path("value").asText());
        for (JsonNode step : action.path("runs").path("steps")) {
            assertEquals("bash", step.path("shell").asText(), step.toString());
            assertFalse(step.path("run").asText().contains("${{"), "an expression inside a script: " + step.path("name"));
            step.path("env").forEach(value -> {
                Matcher expression = EXPRESSION.matcher(value.asText());
                assertTrue(expression.matches(), value.asText());
                String input = expression.group(1).replaceFirst("^inputs\\.", "");
                assertTrue(action.path("inputs").has(input), "env names an undeclared input: " + value.asText());
            });
        }
    }

    @Test
    void installsTheTarballAppliesAndOutputsTheSummary(Cluster cluster) throws Exception {
        Path work = Files.createTempDirectory("japply-action");
        String namespace = cluster.namespace("action");
        Map<String, String> inputs = Map.of("files", Templates.manifests(work.resolve("manifests")) + "\n",
                "namespace", namespace, "kubeconfig", cluster.kubeconfig().toString(), "args", "--concurrency=2\n",
                "version", Templates.version(), "release-url", Templates.tarball());

        Map<String, String> first = runSteps(work, inputs);
        assertEquals("0", first.get("exit-code"), first.toString());
        Templates.assertTotals(Templates.JSON.readTree(first.get("summary")), 3, 0, 0);
        Map<String, String> second = runSteps(work, inputs);
        Templates.assertTotals(Templates.JSON.readTree(second.get("summary")), 0, 3, 0);
        assertEquals(List.of(0, 0), List.of(Templates.JSON.readTree(first.get("summary")).path("exitCode").asInt(),
                Templates.JSON.readTree(second.get("summary")).path("exitCode").asInt()));
    }

    /** An object the server refuses: the step fails with japply's exit code, and both outputs are still set. */
    @Test
    void aFailedObjectFailsTheStepWithTheSummaryStillOutput(Cluster cluster) throws Exception {
        Path work = Files.createTempDirectory("japply-action");
        Path manifests = Files.createDirectories(work.resolve("bad"));
        Files.writeString(manifests.resolve("service.yaml"), "apiVersion: v1\nkind: Service\nmetadata:\n  name: bad\n"
                + "spec:\n  ports:\n  - port: 70000\n");
        Map<String, String> inputs = Map.of("files", manifests.toString(), "namespace", cluster.namespace("failing"),
                "kubeconfig", cluster.kubeconfig().toString(), "args", "", "version", Templates.version(),
                "release-url", Templates.tarball());
        Map<String, String> outputs = runSteps(work, inputs);
        assertEquals("1", outputs.get("step's exit"), outputs.toString());
        assertEquals("1", outputs.get("exit-code"), outputs.toString());
        JsonNode summary = Templates.JSON.readTree(outputs.get("summary"));
        Templates.assertTotals(summary, 0, 0, 1);
        assertTrue(summary.path("objects").path(0).path("error").asText().contains("70000"), summary.toString());
    }

    /** Each step of the action in turn, as a runner runs it; the step outputs of the last one. */
    private static Map<String, String> runSteps(Path work, Map<String, String> inputs) throws Exception {
        JsonNode action = Templates.template("github/action.yml");
        Path runnerTemp = Files.createTempDirectory(work, "runner-temp");
        Path githubPath = Files.createFile(runnerTemp.resolve("github-path"));
        Path githubOutput = runnerTemp.resolve("github-output");
        String path = System.getenv("PATH");
        int stepExit = -1;
        for (JsonNode step : action.path("runs").path("steps")) {
            Files.writeString(githubOutput, "");
            Map<String, String> env = new HashMap<>(Map.of("RUNNER_TEMP", runnerTemp.toString(),
                    "GITHUB_PATH", githubPath.toString(), "GITHUB_OUTPUT", githubOutput.toString(),
                    "PATH", String.join(":", concat(Files.readAllLines(githubPath), path))));
            step.path("env").properties().forEach(entry -> env.put(entry.getKey(), input(inputs, entry.getValue().asText())));
            Command.Result ran = Command.run(work, env, List.of("KUBECONFIG"), 180,
                    List.of("bash", "--noprofile", "--norc", "-e", "-o", "pipefail", "-c", step.path("run").asText()));
            if (!step.path("id").asText().equals("apply")) {
                assertEquals(0, ran.exitCode(), step.path("name").asText() + " failed:\n" + ran.both());
            }
            stepExit = ran.exitCode();
        }
        Map<String, String> outputs = outputs(Files.readString(githubOutput));
        outputs.put("step's exit", Integer.toString(stepExit));
        return outputs;
    }

    private static List<String> concat(List<String> first, String last) {
        List<String> all = new java.util.ArrayList<>(first);
        all.add(last);
        return all;
    }

    private static String input(Map<String, String> inputs, String expression) {
        Matcher matcher = EXPRESSION.matcher(expression);
        assertTrue(matcher.matches(), expression);
        return inputs.get(matcher.group(1).replaceFirst("^inputs\\.", ""));
    }

    /** GITHUB_OUTPUT's lines: name=value, or name<<DELIMITER, the lines, DELIMITER. */
    static Map<String, String> outputs(String file) {
        Map<String, String> outputs = new HashMap<>();
        List<String> lines = file.lines().toList();
        for (int i = 0; i < lines.size(); i++) {
            String line = lines.get(i);
            int heredoc = line.indexOf("<<");
            if (heredoc > 0 && (line.indexOf('=') < 0 || line.indexOf('=') > heredoc)) {
                String delimiter = line.substring(heredoc + 2);
                int end = lines.subList(i + 1, lines.size()).indexOf(delimiter) + i + 1;
                outputs.put(line.substring(0, heredoc), String.join("\n", lines.subList(i + 1, end)));
                i = end;
            } else {
                outputs.put(line.substring(0, line.indexOf('=')), line.substring(line.indexOf('=') + 1));
            }
        }
        return outputs;
    }
}
