package io.japply.it.publish;

import java.nio.file.Path;
import javax.xml.parsers.DocumentBuilderFactory;
import org.w3c.dom.Element;
import org.w3c.dom.Node;

/** Reading a POM's elements by path (namespace-free, first match at each step). */
final class Poms {
    private Poms() {
    }

    static Element read(Path pom) throws Exception {
        DocumentBuilderFactory factory = DocumentBuilderFactory.newInstance();
        factory.setNamespaceAware(false);
        return factory.newDocumentBuilder().parse(pom.toFile()).getDocumentElement();
    }

    /** The text at {@code path} ("scm/url") under the project element; "" when absent. */
    static String text(Element project, String path) {
        Element at = project;
        for (String step : path.split("/")) {
            at = child(at, step);
            if (at == null) {
                return "";
            }
        }
        return at.getTextContent().trim();
    }

    private static Element child(Element parent, String name) {
        for (Node node = parent.getFirstChild(); node != null; node = node.getNextSibling()) {
            if (node instanceof Element element && element.getTagName().equals(name)) {
                return element;
            }
        }
        return null;
    }
}
