package io.japply.it.ci;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The step of a Tekton Task as Tekton Pipelines runs it for a TaskRun: the TaskRun's params over the Task's
 * defaults; {@code $(params.x)} replaced in the image, working folder, env and args, and an array param's
 * {@code $(params.x[*])} spread over its args; a bound workspace mounted at /workspace/NAME (read-only when the
 * Task says so) and {@code $(workspaces.NAME.path)} its path, an optional one left unbound "" ; the results
 * folder at /tekton/results. A variable left over is one Tekton would refuse, and fails the test.
 */
final class TektonStep {
    private static final Pattern VARIABLE = Pattern.compile("\\$\\((params|workspaces|results)\\.([^.)\\[]+)(\\.path|\\[\\*])?\\)");

    private TektonStep() {
    }

    /**
     * The Task's only step; {@code params} the TaskRun's (a String or a List of them), {@code workspaces} the
     * bound ones (name to folder), {@code results} the folder mounted as /tekton/results.
     */
    static Container of(JsonNode task, Map<String, Object> params, Map<String, Path> workspaces, Path results) {
        JsonNode spec = task.path("spec");
        Map<String, Object> values = new LinkedHashMap<>();
        for (JsonNode param : spec.path("params")) {
            JsonNode fallback = param.path("default");
            values.put(param.path("name").asText(), fallback.isArray() ? texts(fallback) : fallback.asText(null));
        }
        params.forEach((name, value) -> {
            assertTrue(values.containsKey(name), "the Task has no param " + name);
            values.put(name, value);
        });
        values.forEach((name, value) -> assertTrue(value != null, "param " + name + " has no value and no default"));
        List<Container.Mount> mounts = new ArrayList<>(List.of(new Container.Mount(results, "/tekton/results", false)));
        Map<String, String> paths = new LinkedHashMap<>();
        for (JsonNode workspace : spec.path("workspaces")) {
            String name = workspace.path("name").asText();
            String path = workspace.path("mountPath").asText("/workspace/" + name);
            if (workspaces.containsKey(name)) {
                mounts.add(new Container.Mount(workspaces.get(name), path, workspace.path("readOnly").asBoolean()));
                paths.put(name, path);
            } else {
                assertTrue(workspace.path("optional").asBoolean(), "workspace " + name + " is not optional: bind it");
                paths.put(name, "");
            }
        }
        assertEquals(1, spec.path("steps").size(), "one step");
        JsonNode step = spec.path("steps").path(0);
        assertFalse(step.has("command") || step.has("script"), "the step runs the image's entrypoint");
        Map<String, String> env = new LinkedHashMap<>();
        step.path("env").forEach(variable -> env.put(variable.path("name").asText(),
                resolve(variable.path("value").asText(), values, paths)));
        List<String> args = new ArrayList<>();
        for (JsonNode arg : step.path("args")) {
            Matcher array = VARIABLE.matcher(arg.asText());
            if (array.matches() && "[*]".equals(array.group(3))) {
                assertTrue(values.get(array.group(2)) instanceof List, arg.asText() + " names a string param");
                @SuppressWarnings("unchecked")
                List<String> spread = (List<String>) values.get(array.group(2));
                args.addAll(spread);
            } else {
                args.add(resolve(arg.asText(), values, paths));
            }
        }
        return new Container(resolve(step.path("image").asText(), values, paths),
                resolve(step.path("workingDir").asText(""), values, paths), env, args, mounts);
    }

    /** Where the step's stdout goes (stdoutConfig.path, resolved), or null. */
    static String stdoutPath(JsonNode task) {
        JsonNode path = task.path("spec").path("steps").path(0).path("stdoutConfig").path("path");
        return path.isMissingNode() ? null : resolve(path.asText(), Map.of(), Map.of());
    }

    private static String resolve(String text, Map<String, Object> params, Map<String, String> workspaces) {
        Matcher variable = VARIABLE.matcher(text);
        StringBuilder resolved = new StringBuilder();
        while (variable.find()) {
            String kind = variable.group(1);
            String name = variable.group(2);
            String value = switch (kind) {
                case "params" -> variable.group(3) == null && params.get(name) instanceof String string ? string : null;
                case "workspaces" -> ".path".equals(variable.group(3)) ? workspaces.get(name) : null;
                default -> ".path".equals(variable.group(3)) ? "/tekton/results/" + name : null;
            };
            assertTrue(value != null, "Tekton cannot resolve " + variable.group() + " in " + text);
            variable.appendReplacement(resolved, Matcher.quoteReplacement(value));
        }
        variable.appendTail(resolved);
        assertFalse(resolved.toString().contains("$("), "a variable Tekton does not know: " + text);
        return resolved.toString();
    }

    private static List<String> texts(JsonNode array) {
        List<String> texts = new ArrayList<>();
        array.forEach(item -> texts.add(item.asText()));
        return texts;
    }
}
