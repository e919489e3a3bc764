package io.japply.cli.printer.gotemplate;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.japply.cli.printer.TemplateException;
import io.japply.threeway.json.GoJson;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;

/** The cases tools/gotemplate-reference recorded from the reference kubectl 1.37.2: a template, an object, kubectl's output. */
record TemplateCases(String name, String object, boolean strict, String template, String flag, String stdout,
        String stderr, int exit) {
    private static final String ROOT = "/printer/gotemplate/";

    /** What a command line prints for a case: stdout, stderr and exit code. */
    record Outcome(String stdout, String stderr, int exit) {
    }

    static List<TemplateCases> all() {
        try (InputStream in = TemplateCases.class.getResourceAsStream(ROOT + "cases.json")) {
            List<TemplateCases> cases = new ArrayList<>();
            for (JsonNode c : new ObjectMapper().readTree(in)) {
                cases.add(new TemplateCases(c.get("name").asText(), c.get("object").asText(),
                        c.get("strict").asBoolean(), c.get("template").asText(),
                        c.has("flag") ? c.get("flag").asText() : "go-template", c.get("stdout").asText(),
                        c.get("stderr").asText(), c.get("exit").asInt()));
            }
            return cases;
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** The object as kubectl hands it to its printers (recorded with -o json), read as japply reads JSON. */
    JsonNode data() {
        try {
            return GoJson.parse(objectJson());
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** The same object read by a plain Jackson mapper (int, long, BigInteger and double nodes). */
    JsonNode plainJacksonData() throws IOException {
        return new ObjectMapper().readTree(objectJson());
    }

    private String objectJson() {
        try (InputStream in = TemplateCases.class.getResourceAsStream(ROOT + "objects/" + object + ".json")) {
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    Outcome expected() {
        return new Outcome(stdout, stderr, exit);
    }

    /** What japply's printer gives, as kubectl's command line would show it. */
    Outcome actual() {
        return actual(data());
    }

    Outcome actual(JsonNode data) {
        StringBuilder out = new StringBuilder();
        try {
            GoTemplate.parse(template, !strict).print(data, out);
            return new Outcome(out.toString(), "", 0);
        } catch (TemplateException e) {
            return new Outcome(out.toString(), stderr(e), 1);
        }
    }

    /** kubectl's stderr for an error: "error: " and the message, and a newline unless it ends with one. */
    static String stderr(TemplateException e) {
        String message = "error: " + e.getMessage();
        return message.endsWith("\n") ? message : message + "\n";
    }

    @Override
    public String toString() {
        return name;
    }
}
