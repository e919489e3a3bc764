package io.japply.cli.printer.gotemplate;

import io.japply.cli.printer.gotemplate.Node.Branch;
import io.japply.cli.printer.gotemplate.Node.BranchNode;
import io.japply.cli.printer.gotemplate.Node.ListNode;
import io.japply.cli.printer.gotemplate.Node.Marker;
import io.japply.cli.printer.gotemplate.Node.MarkerNode;
import io.japply.cli.printer.gotemplate.Node.PipeNode;
import io.japply.cli.printer.gotemplate.Node.TemplateNode;
import io.japply.cli.printer.gotemplate.Parser.ItemList;
import io.japply.cli.printer.gotemplate.Parser.ParseError;
import io.japply.cli.printer.gotemplate.Token.Kind;
import java.util.List;

/** The control actions: if, range, with (and their else), break, continue, template and block. */
final class Controls {
    private final Parser parser;

    Controls(Parser parser) {
        this.parser = parser;
    }

    Node branch(Branch kind) throws ParseError {
        int varsBefore = parser.vars().size();
        try {
            PipeNode pipe = new Pipelines(parser).pipeline(kind.word, Kind.RIGHT_DELIM);
            parser.rangeDepth += kind == Branch.RANGE ? 1 : 0;
            ItemList body = parser.itemList();
            parser.rangeDepth -= kind == Branch.RANGE ? 1 : 0;
            ListNode elseList = body.end().kind() == Marker.ELSE ? elseList(kind, body.end()) : null;
            return new BranchNode(kind, pipe.pos(), pipe, body.list(), elseList);
        } finally {
            parser.popVars(varsBefore);
        }
    }

    /** After {{else}}: the rest up to {{end}}, where "else if" and "else with" nest a new branch. */
    private ListNode elseList(Branch kind, MarkerNode elseNode) throws ParseError {
        Token after = parser.peek();
        if (kind == Branch.IF && after.kind() == Kind.IF || kind == Branch.WITH && after.kind() == Kind.WITH) {
            parser.next();
            return new ListNode(elseNode.pos(), List.of(branch(kind)));
        }
        ItemList rest = parser.itemList();
        if (rest.end().kind() != Marker.END) {
            throw parser.error("expected end; found " + rest.end());
        }
        return rest.list();
    }

    Node elseControl() throws ParseError {
        Token peek = parser.peekNonSpace();
        if (peek.kind() == Kind.IF || peek.kind() == Kind.WITH) {
            return new MarkerNode(Marker.ELSE, peek.pos());
        }
        return new MarkerNode(Marker.ELSE, parser.expect(Kind.RIGHT_DELIM, "else").pos());
    }

    Node loopControl(Token token) throws ParseError {
        String word = token.kind() == Kind.BREAK ? "break" : "continue";
        Token next = parser.nextNonSpace();
        if (next.kind() != Kind.RIGHT_DELIM) {
            throw parser.unexpected(next, "{{" + word + "}}");
        }
        if (parser.rangeDepth == 0) {
            throw parser.error("{{" + word + "}} outside {{range}}");
        }
        return new MarkerNode(token.kind() == Kind.BREAK ? Marker.BREAK : Marker.CONTINUE, token.pos());
    }

    Node template() throws ParseError {
        Token token = parser.nextNonSpace();
        String name = templateName(token, "template clause");
        PipeNode pipe = null;
        if (parser.nextNonSpace().kind() != Kind.RIGHT_DELIM) {
            parser.backup();
            pipe = new Pipelines(parser).pipeline("template clause", Kind.RIGHT_DELIM);
        }
        return new TemplateNode(token.pos(), name, pipe);
    }

    Node block() throws ParseError {
        Token token = parser.nextNonSpace();
        String name = templateName(token, "block clause");
        PipeNode pipe = new Pipelines(parser).pipeline("block clause", Kind.RIGHT_DELIM);
        parser.reset(parser.parseBlockBody(name));
        return new TemplateNode(token.pos(), name, pipe);
    }

    private String templateName(Token token, String context) throws ParseError {
        if (token.kind() != Kind.STRING && token.kind() != Kind.RAW_STRING) {
            throw parser.unexpected(token, context);
        }
        return parser.unquote(token);
    }
}
