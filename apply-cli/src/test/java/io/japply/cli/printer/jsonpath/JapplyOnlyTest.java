package io.japply.cli.printer.jsonpath;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import io.japply.cli.printer.TemplateException;
import org.junit.jupiter.api.Test;

/**
 * Where japply cannot print what kubectl prints, and says so (each named in the package's notes for
 * docs/differences.md): kubectl's output is random there, or kubectl crashes.
 */
class JapplyOnlyTest {
    private static final JsonNode DEPLOYMENT = KubectlCases.object("deployment");

    /** kubectl walks a map's keys in random order for .* and ..; japply in sorted order, the same every time. */
    @Test
    void wildcardsWalkMapsInKeyOrder() throws TemplateException {
        JsonNode limits = DEPLOYMENT.at("/spec/template/spec/containers/0");
        assertEquals("500m 256Mi", run("{.resources.limits.*}", limits));
        assertEquals("app MODE POD_IP EMPTY http https", run("{..name}", limits));
    }

    /** kubectl (1.32, 1.37.2) panics (exit 2, a Go stack trace) on an index in the body of a range that found nothing. */
    @Test
    void anIndexInAnEmptyRangeIsAnErrorNotACrash() {
        TemplateException e = assertThrows(TemplateException.class,
                () -> run("{range .spec.template.spec.volumes[*]}{[0]}{end}", DEPLOYMENT));
        assertTrue(e.getMessage().startsWith("error executing jsonpath \"{range .spec.template.spec.volumes[*]}{[0]}{end}\": "
                + "Error executing template: <invalid reflect.Value> is not array or slice."), e.getMessage());
    }

    /** client-go keeps range state in its engine between runs; japply runs each object afresh, as kubectl's one run. */
    @Test
    void eachRunStartsAfresh() throws TemplateException {
        JsonPathTemplate template = JsonPathTemplate.parse("{range .spec.template.spec.containers[*]}{.name},{end}|", true);
        assertEquals("app,sidecar,logger,|", template.execute(DEPLOYMENT));
        assertEquals("app,sidecar,logger,|", template.execute(DEPLOYMENT));
    }

    private static String run(String template, JsonNode data) throws TemplateException {
        return JsonPathTemplate.parse(template, true).execute(data);
    }
}
