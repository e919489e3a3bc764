package io.japply.threeway.conformance;

import com.fasterxml.jackson.databind.JsonNode;
import io.japply.threeway.PatchException;
import io.japply.threeway.json.GoJson;
import io.japply.threeway.meta.PatchMetaLookup;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Supplier;

/**
 * What a judge works with for one invocation: the case's inputs as the engine gets them
 * (normalised where the group says so, keys in the run's order, fresh copies), its expectations
 * (normalised the same way, keys as written), the comparisons upstream makes, and the report.
 */
final class CaseCheck {
    private final Invocation run;
    private final ConformanceCase c;
    private final CaseReport report;
    private final List<JsonNode[]> given = new ArrayList<>();

    CaseCheck(Invocation run) {
        this.run = run;
        this.c = run.c();
        this.report = new CaseReport(run);
    }

    ConformanceCase c() {
        return c;
    }

    PatchMetaLookup schema() {
        return run.source().lookup();
    }

    /** An input document; {@code null} when absent (the engine reads that as {}). */
    JsonNode input(String name) {
        JsonNode doc = run.order().arrange(normalized(name), c.id(), name);
        if (doc != null) {
            given.add(new JsonNode[] {doc, doc.deepCopy()});
        }
        return doc;
    }

    /** An input as JSON text: the case's {@code <name>Text} (deliberately not JSON) or the document. */
    String inputText(String name) {
        String text = c.text(name + "Text");
        return text != null ? text : String.valueOf(input(name));
    }

    /** An expectation, normalised like the inputs (upstream never normalises what the engine returns). */
    JsonNode expected(String name) {
        return normalized(name);
    }

    private JsonNode normalized(String name) {
        JsonNode doc = c.get(name);
        if (!c.yamlTable() || doc == null) {
            return doc;
        }
        try {
            return MergeListSorter.sort(doc, schema());
        } catch (RuntimeException e) {
            throw new IllegalStateException("the harness cannot normalise " + name + ": " + e.getMessage(), e);
        }
    }

    /** Calls the engine, noting what it returned or threw for the report. */
    <T> T call(String label, Supplier<T> engine) {
        try {
            T out = engine.get();
            report.returned(label, out);
            return out;
        } catch (RuntimeException e) {
            report.returned(label, "threw " + e);
            throw e;
        }
    }

    /** JSON equality with the expectation {@code name}. */
    void json(String name, JsonNode actual) {
        JsonNode expected = expected(name);
        if (!JsonEquality.equal(expected, actual)) {
            throw mismatch(name + " differs", expected, actual);
        }
    }

    /** Upstream's byte comparison with {@code exactJson.<name>}, the engine's output written as Go writes it; then tree equality. */
    void exactJson(String name, JsonNode actual) {
        JsonNode text = c.body().path("exactJson").get(name);
        String written = GoJson.write(actual);
        if (text == null) {
            throw mismatch("the case gives no exact text for " + name + ", so upstream fails here", null, written);
        }
        if (!text.asText().equals(written)) {
            throw mismatch(name + " differs as JSON text", text.asText(), written);
        }
        json(name, actual);
    }

    /** Whether an engine error matches an expected error text: exactly or as a substring, as the group says. */
    boolean errorMatches(String expected, PatchException e) {
        String message = String.valueOf(e.getMessage());
        return c.exactErrors() ? message.equals(expected) : message.contains(expected);
    }

    CaseReport.Mismatch mismatch(String message, Object expected, Object actual) {
        return new CaseReport.Mismatch(message, expected, actual);
    }

    CaseReport.Mismatch failure(String message) {
        return new CaseReport.Mismatch(message, null, null);
    }

    /** Runs one part of the judgement (a mode, a direction); its failure is noted and the next part still runs. */
    void part(String label, Runnable body) {
        try {
            body.run();
        } catch (CaseReport.Mismatch m) {
            report.failed(label, m);
        } catch (RuntimeException | StackOverflowError e) {
            report.threw(label, e);
        }
    }

    /** The engine promises never to change its inputs: each one still equals its copy, keys in the same order. */
    void inputsUntouched() {
        for (JsonNode[] pair : given) {
            if (!pair[0].equals(pair[1]) || !pair[0].toString().equals(pair[1].toString())) {
                report.failed("inputs", mismatch("the engine changed an input document", pair[1], pair[0]));
            }
        }
    }

    void finish() {
        report.finish();
    }

    /** For the harness's own tests. */
    String reportMessage() {
        return report.message();
    }
}
