import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { HtmlFragment } from "./HtmlFragment.tsx";

describe("HtmlFragment", () => {
  it("keeps the text elements as the app's own, headings one level down", () => {
    const { container } = render(
      <HtmlFragment
        html={`<h2>Kennungen</h2><h3>Aufbau</h3><p>Die <code>Erhebungsid</code> hat <em>13</em> Stellen.<br>Mehr <a href="https://www.destatis.de/">bei Destatis</a>.</p>
<ul>
  <li>eins</li>
</ul>
<table>
  <tbody>
    <tr><th scope="row">Amt</th><td colspan="2">00</td></tr>
  </tbody>
</table>`}
      />,
    );
    expect(screen.getByRole("heading", { level: 3, name: "Kennungen" })).toBeInTheDocument();
    expect(screen.getByRole("heading", { level: 4, name: "Aufbau" })).toBeInTheDocument();
    expect(container.querySelector("code")).toHaveTextContent("Erhebungsid");
    expect(screen.getByRole("link", { name: "bei Destatis" })).toHaveAttribute(
      "href",
      "https://www.destatis.de/",
    );
    expect(screen.getByRole("listitem")).toHaveTextContent("eins");
    expect(screen.getByRole("rowheader", { name: "Amt" })).toHaveAttribute("scope", "row");
    expect(screen.getByRole("cell", { name: "00" })).toHaveAttribute("colspan", "2");
    expect(container.firstElementChild).toHaveAttribute("lang", "de");
  });

  it("runs, loads and links nothing a stored page could smuggle in", () => {
    const { container } = render(
      <HtmlFragment
        html={`<p onclick="alert(1)" style="color:red" class="x">Text<script>alert(2)</script><style>p{}</style></p>
<img src="https://example.org/x.png" onerror="alert(3)"><iframe src="https://example.org"></iframe>
<a href="javascript:alert(4)">nicht verlinkt</a> <a href="//example.org/">auch nicht</a>
<form action="https://example.org"><button>senden</button></form><div><span>bleibt als Text</span></div>`}
      />,
    );
    const html = container.innerHTML;
    for (const gone of [
      "onclick",
      "alert",
      "color:red",
      'class="x"',
      "<img",
      "<iframe",
      "<form",
      "<button",
      "<script",
      "<style",
    ]) {
      expect(html, gone).not.toContain(gone);
    }
    expect(screen.queryByRole("link")).not.toBeInTheDocument();
    expect(container).toHaveTextContent("nicht verlinkt");
    expect(container).toHaveTextContent("senden");
    expect(container).toHaveTextContent("bleibt als Text");
  });
});
