package io.japply.it.ci;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The container of an Argo WorkflowTemplate as Argo Workflows runs it for a Workflow: the entrypoint
 * template's one step, the template it calls; the Workflow's arguments over the template's parameters and
 * {@code {{workflow.parameters.x}}} replaced in its image, working folder, env and args; each input artifact
 * placed at its path; each volume mount of a Secret mounted when the Secret exists, an empty folder when it is
 * optional and does not. The entrypoint's output parameter is the step's stdout ({@code outputs.result}).
 */
final class ArgoStep {
    private static final Pattern VARIABLE = Pattern.compile("\\{\\{workflow\\.parameters\\.([^}]+)}}");

    private ArgoStep() {
    }

    /** The entrypoint's step's name and its container. */
    record Resolved(String step, Container container) {
    }

    /**
     * {@code arguments} the Workflow's parameters, {@code artifacts} its input artifacts (name to folder),
     * {@code secrets} the Secrets that exist (name to a folder holding their keys as files).
     */
    static Resolved of(JsonNode template, Map<String, String> arguments, Map<String, Path> artifacts,
                       Map<String, Path> secrets, Path scratch) throws Exception {
        JsonNode spec = template.path("spec");
        Map<String, String> parameters = new LinkedHashMap<>();
        spec.path("arguments").path("parameters").forEach(p -> parameters.put(p.path("name").asText(), p.path("value").asText()));
        arguments.forEach((name, value) -> {
            assertTrue(parameters.containsKey(name), "the WorkflowTemplate has no parameter " + name);
            parameters.put(name, value);
        });
        JsonNode entry = named(spec.path("templates"), spec.path("entrypoint").asText());
        assertEquals(1, entry.path("steps").size(), "one step group");
        assertEquals(1, entry.path("steps").path(0).size(), "one step");
        JsonNode step = entry.path("steps").path(0).path(0);
        JsonNode called = named(spec.path("templates"), step.path("template").asText());
        JsonNode container = called.path("container");
        assertFalse(container.has("command"), "the container runs the image's entrypoint");

        List<Container.Mount> mounts = new ArrayList<>();
        for (JsonNode artifact : called.path("inputs").path("artifacts")) {
            String name = artifact.path("name").asText();
            JsonNode passed = named(step.path("arguments").path("artifacts"), name);
            assertEquals("{{inputs.artifacts." + name + "}}", passed.path("from").asText(), "the step passes on the input");
            assertTrue(named(entry.path("inputs").path("artifacts"), name) != null, "the entrypoint takes " + name);
            assertTrue(artifacts.containsKey(name), "the Workflow gives no artifact " + name);
            mounts.add(new Container.Mount(artifacts.get(name), artifact.path("path").asText(), false));
        }
        for (JsonNode mount : container.path("volumeMounts")) {
            JsonNode volume = named(spec.path("volumes"), mount.path("name").asText());
            String secret = volume.path("secret").path("secretName").asText();
            assertFalse(secret.isEmpty(), "only Secret volumes here: " + volume);
            Path folder = secrets.get(secret);
            if (folder == null) {
                assertTrue(volume.path("secret").path("optional").asBoolean(), "the Pod waits for Secret " + secret);
                folder = Files.createDirectories(scratch.resolve("empty-" + secret));
                Templates.readableByAll(folder);
            }
            mounts.add(new Container.Mount(folder, mount.path("mountPath").asText(), mount.path("readOnly").asBoolean()));
        }
        Map<String, String> env = new LinkedHashMap<>();
        container.path("env").forEach(v -> env.put(v.path("name").asText(), resolve(v.path("value").asText(), parameters)));
        List<String> args = new ArrayList<>();
        container.path("args").forEach(arg -> args.add(resolve(arg.asText(), parameters)));
        return new Resolved(step.path("name").asText(), new Container(resolve(container.path("image").asText(), parameters),
                resolve(container.path("workingDir").asText(""), parameters), env, args, mounts));
    }

    /** The entrypoint's output parameter {@code name}: a step's result, which is its container's stdout. */
    static String output(JsonNode template, String name, Resolved resolved, String stdout) {
        JsonNode spec = template.path("spec");
        JsonNode entry = named(spec.path("templates"), spec.path("entrypoint").asText());
        JsonNode parameter = named(entry.path("outputs").path("parameters"), name);
        assertEquals("{{steps." + resolved.step() + ".outputs.result}}", parameter.path("valueFrom").path("parameter").asText());
        return stdout.strip();
    }

    private static JsonNode named(JsonNode list, String name) {
        for (JsonNode item : list) {
            if (item.path("name").asText().equals(name)) {
                return item;
            }
        }
        throw new AssertionError("nothing named " + name + " in " + list);
    }

    private static String resolve(String text, Map<String, String> parameters) {
        Matcher variable = VARIABLE.matcher(text);
        StringBuilder resolved = new StringBuilder();
        while (variable.find()) {
            String value = parameters.get(variable.group(1));
            assertTrue(value != null, "Argo cannot resolve " + variable.group() + " in " + text);
            variable.appendReplacement(resolved, Matcher.quoteReplacement(value));
        }
        variable.appendTail(resolved);
        assertFalse(resolved.toString().contains("{{"), "a variable Argo would not resolve here: " + text);
        return resolved.toString();
    }
}
